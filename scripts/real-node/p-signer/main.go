// An ACP-118 test peer: connects to an AvalancheGo node's staking port as a (non-validator) peer, asks the
// node's P chain to sign an unsigned Warp message with a justification, and prints the node's BLS signature.
// It does what AvalancheGo's own e2e test does (tests/e2e/p/l1.go, v1.14.0: peer.StartTestPeer, then an
// AppRequest carrying an sdk.SignatureRequest behind the ACP-118 handler prefix, answered by an AppResponse
// carrying an sdk.SignatureResponse, or by an AppError when the P chain refuses: its warp verifier,
// vms/platformvm/network/warp.go, signs only what agrees with its state). Test tooling for
// packages/node-tests (src/pChainSignature.ts runs it).
//
//	p-signer -staking 127.0.0.1:9651 -network-id 1337 -message <hex> -justification <hex>
//
// On success: the 96-byte signature as hex (no 0x) on stdout, exit 0. When the node answers an AppError:
// `app error <code>: <message>` on stderr, exit 2. Any other failure (connection, handshake, timeout): exit 1.
package main

import (
	"context"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"net/netip"
	"os"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"google.golang.org/protobuf/proto"

	"github.com/ava-labs/avalanchego/ids"
	"github.com/ava-labs/avalanchego/message"
	"github.com/ava-labs/avalanchego/network/p2p"
	"github.com/ava-labs/avalanchego/network/peer"
	"github.com/ava-labs/avalanchego/proto/pb/sdk"
	"github.com/ava-labs/avalanchego/utils/constants"
	"github.com/ava-labs/avalanchego/utils/crypto/bls"

	p2ppb "github.com/ava-labs/avalanchego/proto/pb/p2p"
)

// requestID of our one AppRequest; responses carrying another id are ignored.
const requestID = 1

// errRefused marks an AppError answer: the node refused to sign.
var errRefused = errors.New("refused")

type options struct {
	staking       netip.AddrPort
	networkID     uint32
	chainID       ids.ID
	message       []byte
	justification []byte
	timeout       time.Duration
}

func main() {
	opts, err := parseOptions(os.Args[1:])
	if err != nil {
		fmt.Fprintln(os.Stderr, "p-signer:", err)
		os.Exit(1)
	}
	signature, err := requestSignature(opts)
	if err != nil {
		fmt.Fprintln(os.Stderr, "p-signer:", err)
		if errors.Is(err, errRefused) {
			os.Exit(2)
		}
		os.Exit(1)
	}
	fmt.Println(hex.EncodeToString(signature))
}

func parseOptions(args []string) (options, error) {
	fs := flag.NewFlagSet("p-signer", flag.ContinueOnError)
	staking := fs.String("staking", "", "the node's staking address, host:port (e.g. 127.0.0.1:9651)")
	networkID := fs.Uint("network-id", 0, "the network id (sent in the handshake; the node refuses another)")
	chainID := fs.String("chain-id", constants.PlatformChainID.String(), "the chain asked to sign (default: the P chain)")
	msgHex := fs.String("message", "", "the unsigned Warp message bytes, hex")
	justificationHex := fs.String("justification", "", "the justification bytes, hex (may be empty)")
	timeout := fs.Duration("timeout", 30*time.Second, "how long to wait for the handshake and the answer")
	if err := fs.Parse(args); err != nil {
		return options{}, err
	}
	var opts options
	var err error
	if opts.staking, err = netip.ParseAddrPort(*staking); err != nil {
		return options{}, fmt.Errorf("-staking: %w", err)
	}
	if *networkID == 0 || *networkID > 0xffffffff {
		return options{}, errors.New("-network-id: a uint32 above 0 is required")
	}
	opts.networkID = uint32(*networkID)
	if opts.chainID, err = ids.FromString(*chainID); err != nil {
		return options{}, fmt.Errorf("-chain-id: %w", err)
	}
	if opts.message, err = decodeHex(*msgHex); err != nil || len(opts.message) == 0 {
		return options{}, fmt.Errorf("-message: non-empty hex is required (%v)", err)
	}
	if opts.justification, err = decodeHex(*justificationHex); err != nil {
		return options{}, fmt.Errorf("-justification: %w", err)
	}
	opts.timeout = *timeout
	return opts, nil
}

func decodeHex(s string) ([]byte, error) {
	return hex.DecodeString(strings.TrimPrefix(strings.TrimPrefix(s, "0x"), "0X"))
}

// requestSignature connects, sends the ACP-118 signature request and waits for its answer.
func requestSignature(opts options) ([]byte, error) {
	ctx, cancel := context.WithTimeout(context.Background(), opts.timeout)
	defer cancel()

	answers := make(chan p2pAnswer, 16)
	node, err := peer.StartTestPeer(ctx, opts.staking, opts.networkID, inboundHandler(answers))
	if err != nil {
		return nil, fmt.Errorf("connecting to %s (network %d): %w", opts.staking, opts.networkID, err)
	}
	defer func() {
		node.StartClose()
		closeCtx, closeCancel := context.WithTimeout(context.Background(), 5*time.Second)
		defer closeCancel()
		_ = node.AwaitClosed(closeCtx)
	}()

	request, err := signatureRequest(opts)
	if err != nil {
		return nil, err
	}
	if !node.Send(ctx, request) {
		return nil, errors.New("the peer did not take the request (connection closed?)")
	}
	for {
		select {
		case <-ctx.Done():
			return nil, fmt.Errorf("no answer from %s within %s", opts.staking, opts.timeout)
		case answer := <-answers:
			if signature, done, err := parseAnswer(answer); done {
				return signature, err
			}
		}
	}
}

// signatureRequest is the AppRequest of tests/e2e/p/l1.go's wrapWarpSignatureRequest.
func signatureRequest(opts options) (outboundMessage, error) {
	creator, err := message.NewCreator(prometheus.NewRegistry(), constants.DefaultNetworkCompressionType, opts.timeout)
	if err != nil {
		return nil, err
	}
	requestBytes, err := proto.Marshal(&sdk.SignatureRequest{
		Message:       opts.message,
		Justification: opts.justification,
	})
	if err != nil {
		return nil, err
	}
	return creator.AppRequest(
		opts.chainID,
		requestID,
		opts.timeout,
		p2p.PrefixMessage(p2p.ProtocolPrefix(p2p.SignatureRequestHandlerID), requestBytes),
	)
}

// p2pAnswer is an inbound message's body (the handler type differs between AvalancheGo versions: inbound_*.go).
type p2pAnswer = fmt.Stringer

// parseAnswer reads an AppResponse (the signature) or an AppError (the refusal) to our request; other
// messages (pings, peer lists, gossip) are not done.
func parseAnswer(answer p2pAnswer) ([]byte, bool, error) {
	switch m := answer.(type) {
	case *p2ppb.AppResponse:
		if m.RequestId != requestID {
			return nil, false, nil
		}
		var response sdk.SignatureResponse
		if err := proto.Unmarshal(m.AppBytes, &response); err != nil {
			return nil, true, fmt.Errorf("parsing the signature response: %w", err)
		}
		if _, err := bls.SignatureFromBytes(response.Signature); err != nil {
			return nil, true, fmt.Errorf("the node answered a malformed signature %x: %w", response.Signature, err)
		}
		return response.Signature, true, nil
	case *p2ppb.AppError:
		if m.RequestId != requestID {
			return nil, false, nil
		}
		return nil, true, fmt.Errorf("%w: app error %d: %s", errRefused, m.ErrorCode, m.ErrorMessage)
	default:
		return nil, false, nil
	}
}
