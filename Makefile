# The commands the README promises. `make test` runs everything CI runs.

STATICCHECK := honnef.co/go/tools/cmd/staticcheck@v0.8.2

.PHONY: run test test-sqlite test-postgres lint fuzz bench build

run:
	go run ./cmd/casinod

build:
	go build -o bin/ ./cmd/...

test:
	./scripts/test

lint:
	test -z "$$(gofmt -l $$(git ls-files '*.go'))" || (gofmt -l $$(git ls-files '*.go'); exit 1)
	go vet ./...
	go run $(STATICCHECK) ./...

# Each fuzz target for a short while; longer runs: FUZZTIME=10m make fuzz.
FUZZTIME ?= 20s
fuzz:
	./scripts/fuzz $(FUZZTIME)

bench:
	go test -run '^$$' -bench . -benchmem -count 6 ./rules/... ./reports/... | tee bench.txt
