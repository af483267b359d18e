//go:build avalanchego_v115

// AvalancheGo v1.15: message.InboundMessage and message.OutboundMessage are structs, passed by pointer. Built with
// `-tags avalanchego_v115` in a Go workspace over a v1.15 source tree, outside this repository
// (packages/node-tests/README.md, "The P chain's signature").
package main

import (
	"context"

	"github.com/ava-labs/avalanchego/message"
	"github.com/ava-labs/avalanchego/snow/networking/router"
)

type outboundMessage = *message.OutboundMessage

// inboundHandler hands every non-handshake message's body to answers (dropped when full).
func inboundHandler(answers chan<- p2pAnswer) router.InboundHandler {
	return router.InboundHandlerFunc(func(_ context.Context, m *message.InboundMessage) {
		defer m.OnFinishedHandling()
		select {
		case answers <- m.Message:
		default:
		}
	})
}
