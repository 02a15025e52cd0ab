package strictjson

import (
	"reflect"
	"sync"
)

// ReadObject reads data strictly, as Canonical does, as an object of the Go
// type t open to members t does not name (a later reader's), appending its
// canonical form to dst when emit is set. capture is given every member of
// the top-level object: its key and its value as written.
func ReadObject(dst, data []byte, emit bool, t reflect.Type, capture func(key, value []byte)) ([]byte, error) {
	r := reader{data: data, out: dst, emit: emit, capture: capture}
	r.document(openShapeOf(t))
	if err := r.err(); err != nil {
		return dst, err
	}
	return r.out, nil
}

var openShapes sync.Map // reflect.Type -> *shape

// openShapeOf is t's shape, open to members t does not name.
func openShapeOf(t reflect.Type) *shape {
	if s, ok := openShapes.Load(t); ok {
		return s.(*shape)
	}
	s := *shapeOf(t)
	s.open = true
	openShapes.Store(t, &s)
	return &s
}

// DecodeValue fills *v, a zero value, from one value of a document
// ReadObject accepted, as DecodeStrict would. It returns false, leaving *v
// zero, for what it leaves to encoding/json.
func DecodeValue(raw []byte, v any) bool { return decodeChecked(raw, v) }
