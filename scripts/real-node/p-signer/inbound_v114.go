//go:build !avalanchego_v115

// AvalancheGo v1.14: message.InboundMessage is an interface and message.OutboundMessage too.
package main

import (
	"context"

	"github.com/ava-labs/avalanchego/message"
	"github.com/ava-labs/avalanchego/snow/networking/router"
)

type outboundMessage = message.OutboundMessage

// inboundHandler hands every non-handshake message's body to answers (dropped when full).
func inboundHandler(answers chan<- p2pAnswer) router.InboundHandler {
	return router.InboundHandlerFunc(func(_ context.Context, m message.InboundMessage) {
		defer m.OnFinishedHandling()
		select {
		case answers <- m.Message():
		default:
		}
	})
}
