package rules

import (
	"bytes"
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Canonical appends to dst the canonical form of a JSON document: no
// insignificant white space and every object's members in key order, with
// strings and numbers exactly as written. Two records that differ only in
// key order or spacing have the same canonical form, which is what decides
// whether a repeated post is the same hand. A key stated twice in one object
// is an *InputError naming its path. data must be valid JSON (decode it
// first); Canonical does not validate it.
func Canonical(dst, data []byte) ([]byte, error) {
	c := canon{data: data, out: dst, emit: true}
	c.value()
	if c.err != nil {
		return dst, c.err
	}
	return c.out, nil
}

// checkDuplicateKeys refuses a valid JSON document that states a key twice
// in one object, naming the key's path. encoding/json would keep the last
// value; which value counts must not depend on the reader.
func checkDuplicateKeys(data []byte) error {
	c := canon{data: data}
	c.value()
	return c.err
}

// canon is a small recursive-descent reader over valid JSON. It allocates
// only for objects with more than one member (to sort them) and for the
// path of an error.
type canon struct {
	data []byte
	i    int
	out  []byte
	emit bool
	err  error
	path []pathSeg
}

type pathSeg struct {
	key   []byte // quoted, as written
	index int    // -1 for an object member
}

func (c *canon) ws() {
	for c.i < len(c.data) {
		switch c.data[c.i] {
		case ' ', '\t', '\r', '\n':
			c.i++
		default:
			return
		}
	}
}

func (c *canon) value() {
	c.ws()
	if c.i >= len(c.data) || c.err != nil {
		return
	}
	switch c.data[c.i] {
	case '{':
		c.object()
	case '[':
		c.array()
	case '"':
		s := c.i
		c.skipString()
		c.put(c.data[s:c.i])
	default:
		s := c.i
		for c.i < len(c.data) && !strings.ContainsRune(",]} \t\r\n", rune(c.data[c.i])) {
			c.i++
		}
		c.put(c.data[s:c.i])
	}
}

func (c *canon) put(b []byte) {
	if c.emit {
		c.out = append(c.out, b...)
	}
}

// skipString moves past a string starting at c.i (at its opening quote).
func (c *canon) skipString() {
	c.i++
	for c.i < len(c.data) {
		switch c.data[c.i] {
		case '\\':
			c.i += 2
		case '"':
			c.i++
			return
		default:
			c.i++
		}
	}
}

func (c *canon) array() {
	c.i++
	c.put([]byte{'['})
	c.path = append(c.path, pathSeg{index: 0})
	for n := 0; ; n++ {
		c.ws()
		if c.i >= len(c.data) || c.data[c.i] == ']' {
			break
		}
		if n > 0 {
			c.i++ // ','
			c.put([]byte{','})
		}
		c.path[len(c.path)-1].index = n
		c.value()
		if c.err != nil {
			return
		}
	}
	c.path = c.path[:len(c.path)-1]
	c.i++
	c.put([]byte{']'})
}

// member is one object member: its key as written (quotes included) and
// where its "key":value starts and ends in out.
type member struct {
	key        []byte
	start, end int
}

func (c *canon) object() {
	c.i++
	c.put([]byte{'{'})
	base := len(c.out)
	var buf [8]member
	members := buf[:0]
	for n := 0; ; n++ {
		c.ws()
		if c.i >= len(c.data) || c.data[c.i] == '}' {
			break
		}
		if n > 0 {
			c.i++ // ','
			c.ws()
			c.put([]byte{','})
		}
		ks := c.i
		c.skipString()
		key := c.data[ks:c.i]
		c.ws()
		c.i++ // ':'
		start := len(c.out)
		c.put(key)
		c.put([]byte{':'})
		c.path = append(c.path, pathSeg{key: key, index: -1})
		c.value()
		if c.err != nil {
			return
		}
		c.path = c.path[:len(c.path)-1]
		members = append(members, member{key: key, start: start, end: len(c.out)})
	}
	c.i++
	if len(members) > 1 {
		c.sortMembers(base, members)
	}
	c.put([]byte{'}'})
}

// sortMembers checks for a repeated key and, when the members were not
// written in key order, rewrites them from base in key order.
func (c *canon) sortMembers(base int, members []member) {
	cmp := func(a, b member) int { return bytes.Compare(keyBytes(a.key), keyBytes(b.key)) }
	sorted := slices.IsSortedFunc(members, cmp)
	if !sorted {
		slices.SortStableFunc(members, cmp)
	}
	for k := 1; k < len(members); k++ {
		if bytes.Equal(keyBytes(members[k-1].key), keyBytes(members[k].key)) {
			c.err = Invalid(c.pathString(members[k].key), "appears twice in the same object")
			return
		}
	}
	if sorted || !c.emit {
		return
	}
	chunks := append([]byte(nil), c.out[base:]...)
	c.out = c.out[:base]
	for k, m := range members {
		if k > 0 {
			c.out = append(c.out, ',')
		}
		c.out = append(c.out, chunks[m.start-base:m.end-base]...)
	}
}

// keyBytes is a key's text for comparison: as written, or unescaped when it
// holds an escape, so that "a" and "\u0061" are the same key.
func keyBytes(quoted []byte) []byte {
	inner := quoted[1 : len(quoted)-1]
	if bytes.IndexByte(inner, '\\') < 0 {
		return inner
	}
	if s, err := strconv.Unquote(string(quoted)); err == nil {
		return []byte(s)
	}
	return inner
}

// pathString writes the current path with a last key, as field errors name
// fields: "wagers[1].seat".
func (c *canon) pathString(last []byte) string {
	var b strings.Builder
	for _, s := range c.path {
		if s.index >= 0 {
			fmt.Fprintf(&b, "[%d]", s.index)
			continue
		}
		if b.Len() > 0 {
			b.WriteByte('.')
		}
		b.Write(keyBytes(s.key))
	}
	if b.Len() > 0 {
		b.WriteByte('.')
	}
	b.Write(keyBytes(last))
	return b.String()
}
