package strictjson

import (
	"encoding"
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"sync"
	"time"
)

// A shape is what a Go value accepts from JSON, read off its type the way
// encoding/json reads it, but exactly: an object's keys are its fields'
// names as written in their tags, case and all. encoding/json matches
// "Hand_Number" to hand_number; a record is read case-sensitively, so that
// the record stored is the record every reader sees.
type shape struct {
	kind shapeKind
	// fields are an object's members by exact name.
	fields map[string]*shape
	// open objects accept members they do not name (PeekEnvelope reads a
	// few fields of a record; the game's decoder reads the rest).
	open bool
	// elem is a list's element or a map's value.
	elem *shape
	// expect says what a leaf must be, for errors ("an RFC 3339 time").
	expect string
	// paths are an object's fields by exact name: where each is in the
	// struct, for decodeChecked.
	paths map[string]fieldPath
	// how says how decodeChecked fills a value of this shape's type.
	how decodeHow
}

// fieldPath is where a JSON field is in a struct: the index path through
// embedded structs (reflect.Value.FieldByIndex), and whether the field
// holds its value quoted (the ",string" option).
type fieldPath struct {
	index  []int
	quoted bool
}

// decodeHow is how decodeChecked fills a value of a type.
type decodeHow uint8

const (
	// byKind: by the type's kind (string, number, list, object...).
	byKind decodeHow = iota
	// byUnmarshaler: the type's own UnmarshalJSON, given the value as
	// written.
	byUnmarshaler
	// byAny: an empty interface, given what encoding/json makes of the
	// value.
	byAny
	// byEncodingJSON: a type decodeChecked leaves to encoding/json (base64
	// bytes, text unmarshalers, maps with keys that are not strings...).
	byEncodingJSON
)

type shapeKind uint8

const (
	anyShape shapeKind = iota
	objectShape
	mapShape
	listShape
	stringShape
	intShape
	numberShape
	boolShape
)

type valueKind uint8

const (
	jsonObject valueKind = iota
	jsonArray
	jsonString
	jsonNumber
	jsonBool
)

var valueKindNames = [...]string{jsonObject: "an object", jsonArray: "a list", jsonString: "a string",
	jsonNumber: "a number", jsonBool: "true or false"}

// want checks that a value of kind k may stand where s is expected, and
// names the value otherwise.
func (r *reader) want(s *shape, k valueKind) bool {
	if s == nil {
		return true
	}
	var ok bool
	switch s.kind {
	case anyShape:
		return true
	case objectShape, mapShape:
		ok = k == jsonObject
	case listShape:
		ok = k == jsonArray
	case stringShape:
		ok = k == jsonString
	case intShape, numberShape:
		ok = k == jsonNumber
	case boolShape:
		ok = k == jsonBool
	}
	if !ok {
		r.field(nil, "must be %s, not %s", s.expect, valueKindNames[k])
	}
	return ok
}

var (
	shapes          sync.Map // reflect.Type -> *shape
	unmarshalerType = reflect.TypeFor[json.Unmarshaler]()
	textType        = reflect.TypeFor[encoding.TextUnmarshaler]()
	timeType        = reflect.TypeFor[time.Time]()
	stringerType    = reflect.TypeFor[StringUnmarshaler]()
	rawType         = reflect.TypeFor[json.RawMessage]()
	numberType      = reflect.TypeFor[json.Number]()
)

// StringUnmarshaler is a type that reads itself from a JSON string (the
// rules' Money, a decimal string): a value of another kind is refused by
// the reader, naming what ExpectString says the string holds.
type StringUnmarshaler interface {
	json.Unmarshaler
	ExpectString() string
}

// shapeOf returns the shape of values of type t (cached).
func shapeOf(t reflect.Type) *shape {
	if t == nil {
		return &shape{}
	}
	if s, ok := shapes.Load(t); ok {
		return s.(*shape)
	}
	s := buildShape(t, map[reflect.Type]*shape{})
	shapes.Store(t, s)
	return s
}

// buildShape follows encoding/json's rules for which type decodes what;
// seen ends the walk of a recursive type.
func buildShape(t reflect.Type, seen map[reflect.Type]*shape) *shape {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if s, ok := seen[t]; ok {
		return s
	}
	switch {
	case t == timeType:
		return &shape{kind: stringShape, expect: `an RFC 3339 time with its offset, like "2026-11-21T22:14:05-07:00"`, how: byUnmarshaler}
	case reflect.PointerTo(t).Implements(stringerType):
		return &shape{kind: stringShape, expect: reflect.New(t).Interface().(StringUnmarshaler).ExpectString(), how: byUnmarshaler}
	case t == rawType:
		return &shape{how: byUnmarshaler}
	case reflect.PointerTo(t).Implements(unmarshalerType) || t.Implements(unmarshalerType):
		// A type that reads itself: its own decoder decides.
		return &shape{how: byUnmarshaler}
	case reflect.PointerTo(t).Implements(textType) || t.Implements(textType):
		return &shape{kind: stringShape, expect: "a string", how: byEncodingJSON}
	}
	switch t.Kind() {
	case reflect.String:
		if t == numberType {
			// encoding/json reads a number into it, and checks a string.
			return &shape{kind: stringShape, expect: "a string", how: byEncodingJSON}
		}
		return &shape{kind: stringShape, expect: "a string"}
	case reflect.Bool:
		return &shape{kind: boolShape, expect: "true or false"}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return &shape{kind: intShape, expect: "a whole number"}
	case reflect.Float32, reflect.Float64:
		return &shape{kind: numberShape, expect: "a number"}
	case reflect.Slice, reflect.Array:
		if t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Uint8 {
			return &shape{kind: stringShape, expect: "a base64 string", how: byEncodingJSON}
		}
		s := &shape{kind: listShape, expect: "a list"}
		seen[t] = s
		s.elem = buildShape(t.Elem(), seen)
		return s
	case reflect.Map:
		s := &shape{kind: mapShape, expect: "an object"}
		if k := t.Key(); k.Kind() != reflect.String || reflect.PointerTo(k).Implements(textType) || k.Implements(textType) {
			s.how = byEncodingJSON
		}
		seen[t] = s
		s.elem = buildShape(t.Elem(), seen)
		return s
	case reflect.Struct:
		s := &shape{kind: objectShape, expect: "an object", fields: map[string]*shape{}, paths: map[string]fieldPath{}}
		seen[t] = s
		depth := map[string]int{}
		addFields(s, t, nil, 0, depth, seen)
		return s
	case reflect.Interface:
		if t.NumMethod() == 0 {
			return &shape{how: byAny}
		}
	}
	return &shape{how: byEncodingJSON}
}

// addFields adds a struct's JSON fields to s, promoting those of embedded
// structs as encoding/json does: a shallower field hides a deeper one of
// the same name, and two at the same depth hide each other.
func addFields(s *shape, t reflect.Type, prefix []int, level int, depth map[string]int, seen map[reflect.Type]*shape) {
	hidden := map[string]bool{}
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		tag := f.Tag.Get("json")
		if tag == "-" {
			continue
		}
		name, opts, _ := strings.Cut(tag, ",")
		ft := f.Type
		if f.Anonymous && name == "" {
			et := ft
			if et.Kind() == reflect.Pointer {
				et = et.Elem()
			}
			if et.Kind() == reflect.Struct {
				addFields(s, et, append(slices.Clone(prefix), i), level+1, depth, seen)
				continue
			}
		}
		if !f.IsExported() {
			continue
		}
		if name == "" {
			name = f.Name
		}
		fs := buildShape(ft, seen)
		quoted := strings.Contains(","+opts+",", ",string,")
		if quoted {
			fs = &shape{kind: stringShape, expect: "a string holding the value", how: byEncodingJSON}
		}
		if d, ok := depth[name]; ok {
			switch {
			case d < level:
				continue
			case d == level:
				hidden[name] = true
				continue
			}
		}
		depth[name] = level
		s.fields[name] = fs
		s.paths[name] = fieldPath{index: append(slices.Clone(prefix), i), quoted: quoted}
	}
	for name := range hidden {
		if depth[name] == level {
			delete(s.fields, name)
			delete(s.paths, name)
		}
	}
}
