package strictjson

import (
	"encoding/json"
	"reflect"
	"strconv"
)

// decodeChecked fills *v, a zero value, from a document that checkDocument
// has accepted against v's shape: valid JSON and text, no key twice, every
// key one of its object's fields and every value of its field's kind. It
// reads the document once, as the reader does, and sets what encoding/json
// would set; it does so without encoding/json's second pass over the
// document and its per-value searches, which were a tenth of the service's
// CPU a hand.
//
// It returns false when it meets what it leaves to encoding/json (a type
// decodeHow names byEncodingJSON, a number that does not fit its field, an
// UnmarshalJSON that refuses its value), having set *v back to its zero
// value; the caller then decodes with encoding/json, which also words the
// error. Test binaries decode every record both ways and panic when the
// two differ (crossCheckDecode).
func decodeChecked(data []byte, v any) bool {
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() || !rv.Elem().IsZero() {
		return false
	}
	d := checkedDecoder{r: reader{data: data}}
	d.r.ws()
	if !d.value(rv.Elem(), shapeOf(rv.Type())) {
		// Back to the zero value it was, for encoding/json.
		rv.Elem().SetZero()
		return false
	}
	return true
}

// checkedDecoder reads a checked document; its reader only moves through
// it (nothing is emitted and nothing can be wrong).
type checkedDecoder struct {
	r reader
}

// value fills v from the value at the reader's position.
func (d *checkedDecoder) value(v reflect.Value, s *shape) bool {
	r := &d.r
	if r.data[r.i] == 'n' {
		r.i += len("null")
		return d.null(v, s)
	}
	for v.Kind() == reflect.Pointer {
		if v.IsNil() {
			v.Set(reflect.New(v.Type().Elem()))
		}
		v = v.Elem()
	}
	switch s.how {
	case byUnmarshaler:
		start := r.i
		r.value(nil)
		u, ok := v.Addr().Interface().(json.Unmarshaler)
		return ok && u.UnmarshalJSON(r.data[start:r.i]) == nil
	case byAny:
		start := r.i
		r.value(nil)
		var x any
		if json.Unmarshal(r.data[start:r.i], &x) != nil {
			return false
		}
		if x != nil {
			v.Set(reflect.ValueOf(x))
		}
		return true
	case byEncodingJSON:
		return false
	case byKind:
		// by the value's kind, below
	}
	switch r.data[r.i] {
	case '{':
		return d.object(v, s)
	case '[':
		return d.array(v, s)
	case '"':
		text, _, _ := r.str()
		if v.Kind() != reflect.String {
			return false
		}
		v.SetString(string(text))
		return true
	case 't', 'f':
		b := r.data[r.i] == 't'
		r.value(nil)
		if v.Kind() != reflect.Bool {
			return false
		}
		v.SetBool(b)
		return true
	}
	start := r.i
	r.number()
	return setNumber(v, r.data[start:r.i])
}

// null is what encoding/json does with null: a pointer, slice, map or
// interface becomes nil (v is zero already), a type that reads itself is
// given it, and anything else is left as it is.
func (d *checkedDecoder) null(v reflect.Value, s *shape) bool {
	switch v.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.Interface:
		return true
	}
	switch s.how {
	case byUnmarshaler:
		u, ok := v.Addr().Interface().(json.Unmarshaler)
		return ok && u.UnmarshalJSON([]byte("null")) == nil
	case byEncodingJSON:
		return false
	}
	return true
}

func setNumber(v reflect.Value, lit []byte) bool {
	switch v.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		n, err := strconv.ParseInt(string(lit), 10, 64)
		if err != nil || v.OverflowInt(n) {
			return false
		}
		v.SetInt(n)
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		n, err := strconv.ParseUint(string(lit), 10, 64)
		if err != nil || v.OverflowUint(n) {
			return false
		}
		v.SetUint(n)
	case reflect.Float32, reflect.Float64:
		n, err := strconv.ParseFloat(string(lit), v.Type().Bits())
		if err != nil || v.OverflowFloat(n) {
			return false
		}
		v.SetFloat(n)
	default:
		return false
	}
	return true
}

// object fills a struct or a map. An open shape's other members are
// skipped.
func (d *checkedDecoder) object(v reflect.Value, s *shape) bool {
	r := &d.r
	switch v.Kind() {
	case reflect.Struct:
	case reflect.Map:
		if s.kind != mapShape {
			return false
		}
		v.Set(reflect.MakeMap(v.Type()))
	default:
		return false
	}
	r.i++
	var elem reflect.Value
	for {
		r.ws()
		if r.data[r.i] == '}' {
			r.i++
			return true
		}
		text, _, _ := r.str()
		key := string(text)
		r.ws()
		r.i++ // the colon
		r.ws()
		if v.Kind() == reflect.Map {
			if !elem.IsValid() {
				elem = reflect.New(v.Type().Elem()).Elem()
			} else {
				elem.SetZero()
			}
			if !d.value(elem, s.elem) {
				return false
			}
			v.SetMapIndex(reflect.ValueOf(key).Convert(v.Type().Key()), elem)
		} else {
			p, ok := s.paths[key]
			switch {
			case !ok && s.open:
				r.value(nil)
			case !ok || p.quoted:
				return false
			default:
				f, ok := fieldOf(v, p.index)
				if !ok || !d.value(f, s.fields[key]) {
					return false
				}
			}
		}
		r.ws()
		if r.data[r.i] == ',' {
			r.i++
		}
	}
}

// fieldOf is v.FieldByIndex, allocating embedded structs held by pointer
// as encoding/json does; ok is false for one it cannot set.
func fieldOf(v reflect.Value, index []int) (reflect.Value, bool) {
	for k, i := range index {
		if k > 0 && v.Kind() == reflect.Pointer {
			if v.IsNil() {
				if !v.CanSet() {
					return v, false
				}
				v.Set(reflect.New(v.Type().Elem()))
			}
			v = v.Elem()
		}
		v = v.Field(i)
	}
	return v, v.CanSet()
}

// array fills a slice (an empty list makes an empty slice, not nil, as
// encoding/json does) or an array (elements past its length are skipped).
func (d *checkedDecoder) array(v reflect.Value, s *shape) bool {
	r := &d.r
	if v.Kind() != reflect.Slice && v.Kind() != reflect.Array {
		return false
	}
	r.i++
	n := 0
	for {
		r.ws()
		if r.data[r.i] == ']' {
			r.i++
			break
		}
		switch {
		case v.Kind() == reflect.Slice:
			if n >= v.Cap() {
				v.Grow(1)
			}
			v.SetLen(n + 1)
			if !d.value(v.Index(n), s.elem) {
				return false
			}
		case n < v.Len():
			if !d.value(v.Index(n), s.elem) {
				return false
			}
		default:
			r.value(nil)
		}
		n++
		r.ws()
		if r.data[r.i] == ',' {
			r.i++
		}
	}
	if n == 0 && v.Kind() == reflect.Slice {
		v.Set(reflect.MakeSlice(v.Type(), 0, 0))
	}
	return true
}
