// Package merkle is the Merkle tree of RFC 6962 (Certificate Transparency,
// section 2.1) over SHA-256: a leaf's hash is SHA-256(0x00 || data), a
// node's SHA-256(0x01 || left || right), and a tree of n leaves splits
// after the largest power of two below n. A sealed gaming day's root is
// such a tree over its records' leaves (docs/audit.md, "Sealed gaming
// days"); a proof is the list of siblings from a leaf up, each with the
// side it sits on, so that it is checked with the root alone, without
// knowing the tree's size.
package merkle

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
)

// Hash is a SHA-256 sum.
type Hash [32]byte

// String is the hash in lower-case hexadecimal.
func (h Hash) String() string { return hex.EncodeToString(h[:]) }

// ParseHash reads a hash written in hexadecimal.
func ParseHash(s string) (Hash, error) {
	var h Hash
	b, err := hex.DecodeString(s)
	if err != nil || len(b) != len(h) {
		return h, fmt.Errorf("%q is not a SHA-256 in hexadecimal", s)
	}
	copy(h[:], b)
	return h, nil
}

// Leaf is the hash of a leaf's data.
func Leaf(data []byte) Hash {
	return sha256.Sum256(append([]byte{0}, data...))
}

// Node is the hash of an inner node.
func Node(left, right Hash) Hash {
	b := make([]byte, 0, 65)
	b = append(append(append(b, 1), left[:]...), right[:]...)
	return sha256.Sum256(b)
}

// Root is the root of the tree over leaves; with none, SHA-256 of nothing.
func Root(leaves []Hash) Hash {
	switch len(leaves) {
	case 0:
		return sha256.Sum256(nil)
	case 1:
		return leaves[0]
	}
	k := split(len(leaves))
	return Node(Root(leaves[:k]), Root(leaves[k:]))
}

// split is the largest power of two below n (n > 1).
func split(n int) int {
	k := 1
	for k*2 < n {
		k *= 2
	}
	return k
}

// Sides of a sibling in a proof.
const (
	Left  = "left"
	Right = "right"
)

// Step is one sibling on the way from a leaf to the root: its hash and
// whether it sits left or right of the hash so far.
type Step struct {
	Side string `json:"side"`
	Hash string `json:"hash"`
}

// Path returns the siblings from leaf i up to the root.
func Path(leaves []Hash, i int) ([]Step, error) {
	if i < 0 || i >= len(leaves) {
		return nil, fmt.Errorf("merkle: leaf %d of %d", i, len(leaves))
	}
	var up []Step
	for len(leaves) > 1 {
		k := split(len(leaves))
		if i < k {
			up = append(up, Step{Side: Right, Hash: Root(leaves[k:]).String()})
			leaves = leaves[:k]
		} else {
			up = append(up, Step{Side: Left, Hash: Root(leaves[:k]).String()})
			leaves, i = leaves[k:], i-k
		}
	}
	// Collected from the root down; a proof reads from the leaf up.
	for a, b := 0, len(up)-1; a < b; a, b = a+1, b-1 {
		up[a], up[b] = up[b], up[a]
	}
	return up, nil
}

// ErrProof is returned by Check for a proof that does not lead to the root.
var ErrProof = errors.New("merkle: the path does not lead from the leaf to the root")

// Check folds the path over the leaf's hash and compares with root.
func Check(leaf Hash, path []Step, root Hash) error {
	h := leaf
	for i, s := range path {
		sib, err := ParseHash(s.Hash)
		if err != nil {
			return fmt.Errorf("step %d: %w", i+1, err)
		}
		switch s.Side {
		case Left:
			h = Node(sib, h)
		case Right:
			h = Node(h, sib)
		default:
			return fmt.Errorf("step %d: side %q (left or right)", i+1, s.Side)
		}
	}
	if h != root {
		return ErrProof
	}
	return nil
}
