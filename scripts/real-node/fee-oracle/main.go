// The L1 validator fee as AvalancheGo computes it (vms/platformvm/validators/fee and vms/components/gas of
// github.com/ava-labs/avalanchego v1.14.0; v1.15.0's copies differ only in their copyright line): a test peer for
// @pkg/l1's secondsRemaining, pricePerSecond and topUpFor (packages/l1/src/secondsRemaining.oracle.test.ts runs it
// with `go run`). Reads a JSON array of cases on stdin (uint64 fields as decimal strings), writes a JSON array
// with, for each case, gas.CalculatePrice at the case's excess, State.SecondsRemaining and State.CostOf.
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"strconv"

	"github.com/ava-labs/avalanchego/vms/components/gas"
	"github.com/ava-labs/avalanchego/vms/platformvm/validators/fee"
)

// Case is one row of the table: a fee config, a fee state, a balance, a cap on the seconds and the seconds
// CostOf is asked for.
type Case struct {
	Capacity                 string `json:"capacity"`
	Target                   string `json:"target"`
	MinPrice                 string `json:"minPrice"`
	ExcessConversionConstant string `json:"excessConversionConstant"`
	Current                  string `json:"current"`
	Excess                   string `json:"excess"`
	Balance                  string `json:"balance"`
	MaxSeconds               string `json:"maxSeconds"`
	CostSeconds              string `json:"costSeconds"`
}

// Result is what AvalancheGo answers for a Case, as decimal strings.
type Result struct {
	Price            string `json:"price"`
	SecondsRemaining string `json:"secondsRemaining"`
	CostOf           string `json:"costOf"`
}

func parse(field, value string) uint64 {
	n, err := strconv.ParseUint(value, 10, 64)
	if err != nil {
		fmt.Fprintf(os.Stderr, "fee-oracle: %s: %v\n", field, err)
		os.Exit(2)
	}
	return n
}

func run(c Case) Result {
	config := fee.Config{
		Capacity:                 gas.Gas(parse("capacity", c.Capacity)),
		Target:                   gas.Gas(parse("target", c.Target)),
		MinPrice:                 gas.Price(parse("minPrice", c.MinPrice)),
		ExcessConversionConstant: gas.Gas(parse("excessConversionConstant", c.ExcessConversionConstant)),
	}
	state := fee.State{
		Current: gas.Gas(parse("current", c.Current)),
		Excess:  gas.Gas(parse("excess", c.Excess)),
	}
	price := gas.CalculatePrice(config.MinPrice, state.Excess, config.ExcessConversionConstant)
	seconds := state.SecondsRemaining(config, parse("maxSeconds", c.MaxSeconds), parse("balance", c.Balance))
	cost := state.CostOf(config, parse("costSeconds", c.CostSeconds))
	return Result{
		Price:            strconv.FormatUint(uint64(price), 10),
		SecondsRemaining: strconv.FormatUint(seconds, 10),
		CostOf:           strconv.FormatUint(cost, 10),
	}
}

func main() {
	var cases []Case
	if err := json.NewDecoder(os.Stdin).Decode(&cases); err != nil {
		fmt.Fprintf(os.Stderr, "fee-oracle: reading the cases: %v\n", err)
		os.Exit(2)
	}
	results := make([]Result, len(cases))
	for i, c := range cases {
		results[i] = run(c)
	}
	if err := json.NewEncoder(os.Stdout).Encode(results); err != nil {
		fmt.Fprintf(os.Stderr, "fee-oracle: %v\n", err)
		os.Exit(2)
	}
}
