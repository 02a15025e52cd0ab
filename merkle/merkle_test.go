package merkle_test

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"testing"

	"github.com/tablegames/casino/merkle"
)

// The root of RFC 6962's test vectors (the certificate-transparency
// project's tree of 8 leaves: "", 0x00, 0x10, 0x2021, 0x3031, 0x40414243,
// 0x5051525354555657, 0x606162636465666768696a6b6c6d6e6f) and of its
// prefixes.
func TestRFC6962Roots(t *testing.T) {
	inputs := []string{"", "00", "10", "2021", "3031", "40414243", "5051525354555657", "606162636465666768696a6b6c6d6e6f"}
	want := []string{
		"6e340b9cffb37a989ca544e6bb780a2c78901d3fb33738768511a30617afa01d",
		"fac54203e7cc696cf0dfcb42c92a1d9dbaf70ad9e621f4bd8d98662f00e3c125",
		"aeb6bcfe274b70a14fb067a5e5578264db0fa9b51af5e0ba159158f329e06e77",
		"d37ee418976dd95753c1c73862b9398fa2a2cf9b4ff0fdfe8b30cd95209614b7",
		"4e3bbb1f7b478dcfe71fb631631519a3bca12c9aefca1612bfce4c13a86264d4",
		"76e67dadbcdf1e10e1b74ddc608abd2f98dfb16fbce75277b5232a127f2087ef",
		"ddb89be403809e325750d3d263cd78929c2942b7942a34b77e122c9594a74c8c",
		"5dc9da79a70659a9ad559cb701ded9a2ab9d823aad2f4960cfe370eff4604328",
	}
	var leaves []merkle.Hash
	for i, in := range inputs {
		b, _ := hex.DecodeString(in)
		leaves = append(leaves, merkle.Leaf(b))
		if got := merkle.Root(leaves).String(); got != want[i] {
			t.Errorf("root of %d leaves = %s; want %s", i+1, got, want[i])
		}
	}
	if got := merkle.Root(nil); got != sha256.Sum256(nil) {
		t.Errorf("empty root %s", got)
	}
}

// Every leaf of trees of every size up to 40 has a path to the root, and
// a path checks for its own leaf only.
func TestPaths(t *testing.T) {
	for n := 1; n <= 40; n++ {
		var leaves []merkle.Hash
		for i := range n {
			leaves = append(leaves, merkle.Leaf([]byte(fmt.Sprint(i))))
		}
		root := merkle.Root(leaves)
		for i := range n {
			path, err := merkle.Path(leaves, i)
			if err != nil {
				t.Fatal(err)
			}
			if err := merkle.Check(leaves[i], path, root); err != nil {
				t.Fatalf("n=%d leaf %d: %v", n, i, err)
			}
			if n > 1 {
				if err := merkle.Check(leaves[(i+1)%n], path, root); err == nil {
					t.Fatalf("n=%d: leaf %d's path checks for leaf %d", n, i, (i+1)%n)
				}
			}
		}
	}
	if _, err := merkle.Path(nil, 0); err == nil {
		t.Error("a path in an empty tree")
	}
}
