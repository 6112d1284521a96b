package deploy

import (
	"context"
	"crypto/ecdsa"
	"errors"
	"fmt"
	"io/fs"

	"github.com/ethereum/go-ethereum"
	"github.com/ethereum/go-ethereum/common"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/bindings/buyback"
	"github.com/inkd/inkd/chain/bindings/channelwrites"
	"github.com/inkd/inkd/chain/bindings/registry"
	"github.com/inkd/inkd/chain/bindings/treasury"
	"github.com/inkd/inkd/chain/channel"
)

// ErrWrongChain means a Deployment belongs to another chain id.
var ErrWrongChain = errors.New("deployment is for another chain")

// ErrMiswired means the contracts exist but are not wired as Deploy wires them.
var ErrMiswired = errors.New("deployment is not wired")

// Verify checks that d describes the chain behind b: same chain id, code at
// every contract address (Pool only when set), the registry, treasury and
// buyback governed by the recorded AccessManager, the treasury authorised as a
// registry writer, the buyback pointing at the treasury, every recorded
// settler authorised on the treasury and every recorded keeper on the
// buyback. When the deployment has ChannelWrites (files written before it
// existed do not), it must have code, be a registry writer and a treasury
// settler, and name the deployment's registry and treasury and the
// canonical settlement contract. It only reads, with DefaultNetworkTimeout
// per call.
func Verify(ctx context.Context, b chain.Backend, d *Deployment) error {
	r := &rpcs{b: b, timeout: DefaultNetworkTimeout}
	id, err := r.chainID(ctx)
	if err != nil {
		return err
	}
	if id.Uint64() != d.ChainID {
		return fmt.Errorf("deployment chain id %d, node %d: %w", d.ChainID, id.Uint64(), ErrWrongChain)
	}
	if d.AccessManager == (common.Address{}) {
		return fmt.Errorf("deployment has no access manager (written before the timelock): %w", ErrMiswired)
	}
	contracts := []struct {
		name string
		addr common.Address
	}{
		{"access manager", d.AccessManager},
		{"registry", d.Registry}, {"treasury", d.Treasury}, {"buyback", d.Buyback},
		{"token", d.Token}, {"usdc", d.USDC},
	}
	for _, opt := range []struct {
		name string
		addr common.Address
	}{{"pool", d.Pool}, {"channel writes", d.ChannelWrites}} {
		if opt.addr != (common.Address{}) {
			contracts = append(contracts, opt)
		}
	}
	for _, c := range contracts {
		code, err := r.codeAt(ctx, c.addr)
		if err != nil {
			return err
		}
		if len(code) == 0 {
			return fmt.Errorf("%s %s: %w", c.name, c.addr, ErrNoCode)
		}
	}

	reg, tre, bb := registry.NewInkdRegistry(), treasury.NewInkdTreasury(), buyback.NewInkdBuyback()
	for _, m := range []struct {
		name string
		addr common.Address
		data []byte
	}{{"registry", d.Registry, reg.PackAuthority()}, {"treasury", d.Treasury, tre.PackAuthority()}, {"buyback", d.Buyback, bb.PackAuthority()}} {
		auth, err := call(ctx, r, m.addr, m.data, reg.UnpackAuthority)
		if err != nil {
			return fmt.Errorf("%s authority: %w", m.name, err)
		}
		if auth != d.AccessManager {
			return fmt.Errorf("%s authority is %s, want %s: %w", m.name, auth, d.AccessManager, ErrMiswired)
		}
	}
	isWriter, err := call(ctx, r, d.Registry, reg.PackIsWriter(d.Treasury), reg.UnpackIsWriter)
	if err != nil {
		return err
	}
	if !isWriter {
		return fmt.Errorf("treasury %s is not a registry writer: %w", d.Treasury, ErrMiswired)
	}
	bbTreasury, err := call(ctx, r, d.Buyback, bb.PackTreasury(), bb.UnpackTreasury)
	if err != nil {
		return err
	}
	if bbTreasury != d.Treasury {
		return fmt.Errorf("buyback treasury is %s, want %s: %w", bbTreasury, d.Treasury, ErrMiswired)
	}
	for _, s := range d.Settlers {
		ok, err := call(ctx, r, d.Treasury, tre.PackIsSettler(s), tre.UnpackIsSettler)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("settler %s not authorised: %w", s, ErrMiswired)
		}
	}
	if err := verifyChannelWrites(ctx, r, d); err != nil {
		return err
	}
	for _, k := range d.Keepers {
		ok, err := call(ctx, r, d.Buyback, bb.PackIsKeeper(k), bb.UnpackIsKeeper)
		if err != nil {
			return err
		}
		if !ok {
			return fmt.Errorf("keeper %s not authorised: %w", k, ErrMiswired)
		}
	}
	return nil
}

// verifyChannelWrites checks InkdChannelWrites' wiring and immutables;
// nothing when the deployment has none.
func verifyChannelWrites(ctx context.Context, r *rpcs, d *Deployment) error {
	cw := d.ChannelWrites
	if cw == (common.Address{}) {
		return nil
	}
	reg, tre, w := registry.NewInkdRegistry(), treasury.NewInkdTreasury(), channelwrites.NewInkdChannelWrites()
	for _, f := range []struct {
		name string
		data []byte
		want common.Address
	}{
		{"registry", w.PackRegistry(), d.Registry}, {"treasury", w.PackTreasury(), d.Treasury},
		{"settlement", w.PackSettlement(), channel.SettlementAddress},
	} {
		got, err := call(ctx, r, cw, f.data, w.UnpackRegistry)
		if err != nil {
			return fmt.Errorf("channel writes %s: %w", f.name, err)
		}
		if got != f.want {
			return fmt.Errorf("channel writes %s is %s, want %s: %w", f.name, got, f.want, ErrMiswired)
		}
	}
	isWriter, err := call(ctx, r, d.Registry, reg.PackIsWriter(cw), reg.UnpackIsWriter)
	if err != nil {
		return err
	}
	isSettler, err := call(ctx, r, d.Treasury, tre.PackIsSettler(cw), tre.UnpackIsSettler)
	if err != nil {
		return err
	}
	if !isWriter || !isSettler {
		return fmt.Errorf("channel writes %s: registry writer %t, treasury settler %t, want both: %w", cw, isWriter, isSettler, ErrMiswired)
	}
	return nil
}

// call runs a read-only contract call at the latest block and unpacks it.
func call[T any](ctx context.Context, r *rpcs, to common.Address, data []byte, unpack func([]byte) (T, error)) (T, error) {
	var zero T
	ctx, cancel := context.WithTimeout(ctx, r.timeout)
	defer cancel()
	out, err := r.b.CallContract(ctx, ethereum.CallMsg{To: &to, Data: data}, nil)
	if err != nil {
		return zero, fmt.Errorf("call %s: %w", to, err)
	}
	v, err := unpack(out)
	if err != nil {
		return zero, fmt.Errorf("unpack call to %s: %w", to, err)
	}
	return v, nil
}

// LoadOrDeploy makes deploying idempotent. When path holds a Deployment
// that Verify accepts (with opts.Settlers and opts.Keepers checked too) it is returned with
// deployed false. Otherwise Deploy runs and its result is saved to path, with
// deployed true, in these cases only:
//
//   - path does not exist;
//   - the recorded contracts have no code (a development chain that was reset);
//   - they are not wired as opts asks (ErrMiswired, e.g. a new settler) and
//     opts uses development features (DevPool).
//
// Any other failure is returned and the file is left alone: a file for
// another chain id (ErrWrongChain), one that cannot be decoded, or a
// miswired production deployment, which an admin must fix, not a redeploy.
func LoadOrDeploy(ctx context.Context, b chain.Backend, deployer *ecdsa.PrivateKey, opts Options, path string) (d *Deployment, deployed bool, err error) {
	d, err = Load(path)
	switch {
	case err == nil:
		check := *d
		check.Settlers = append(append([]common.Address{}, d.Settlers...), opts.Settlers...)
		check.Keepers = append(append([]common.Address{}, d.Keepers...), opts.Keepers...)
		verr := Verify(ctx, b, &check)
		switch {
		case verr == nil:
			return d, false, nil
		case errors.Is(verr, ErrNoCode):
		case errors.Is(verr, ErrMiswired) && opts.DevPool:
		default:
			return nil, false, fmt.Errorf("existing deployment %s: %w", path, verr)
		}
	case !errors.Is(err, fs.ErrNotExist):
		return nil, false, err
	}
	d, err = Deploy(ctx, b, deployer, opts)
	if err != nil {
		return nil, false, err
	}
	if err := d.Save(path); err != nil {
		return nil, false, err
	}
	return d, true, nil
}
