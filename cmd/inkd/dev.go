package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"

	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"

	"github.com/inkd/inkd/chain/devkeys"
	"github.com/inkd/inkd/cmd/inkd/app"
	"github.com/inkd/inkd/cmd/inkd/metrics"
)

func runDev(ctx context.Context, args []string) error {
	var c Config
	fs := c.flagSet("dev")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if !flagGiven(fs, "tx-explorer-url") && os.Getenv("TX_EXPLORER_URL") == "" {
		c.API.TxExplorerURL = "" // the embedded chain's transactions are on no public explorer
	}
	if err := c.checkProcess(); err != nil {
		return err
	}
	wparts, err := c.workerParts()
	if err != nil {
		return err
	}
	log := newLogger(c)
	routeLibraryLogs(log)
	storage, err := storageConfig(c, true, log)
	if err != nil {
		return err
	}
	m := metrics.New()
	wparts.Storage, wparts.Metrics = storage, m
	dev, err := app.StartDev(ctx, app.DevConfig{
		Listen:      c.Listen,
		RedisURL:    c.RedisURL,
		RPCURL:      c.RPCURL,
		Chain:       c.Chain,
		DataDir:     c.DataDir,
		API:         c.API,
		Worker:      c.workerConfig(),
		APIParts:    app.APIParts{Storage: storage, Metrics: m},
		WorkerParts: wparts,
	}, log)
	if err != nil {
		return err
	}
	ops, err := app.ServeOps(c.MetricsListen, m, dev.Infra, log)
	if err != nil {
		_ = dev.Close(context.Background())
		return err
	}
	defer ops.Shutdown(context.Background())
	printBanner(os.Stdout, dev, ops.Addr())
	select {
	case <-ctx.Done():
	case err := <-dev.API.Done():
		if err != nil {
			log.WithField("err", err.Error()).Error("api stopped")
		}
	}
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), c.ShutdownTimeout)
	defer cancel()
	return dev.Close(sctx)
}

// printBanner tells a developer where everything is.
func printBanner(w io.Writer, d *app.Dev, metricsAddr string) {
	dep := d.Deployment
	fmt.Fprintf(w, "\ninkd dev is ready\n\n")
	fmt.Fprintf(w, "  API            %s   (GET / lists the routes)\n", d.APIURL)
	fmt.Fprintf(w, "  chain RPC      %s   (chain id %d)\n", d.RPCURL, dep.ChainID)
	if metricsAddr != "" {
		fmt.Fprintf(w, "  metrics        http://%s/metrics   (/healthz, /readyz)\n", metricsAddr)
	}
	fmt.Fprintf(w, "\n  contracts\n")
	fmt.Fprintf(w, "    registry     %s\n", dep.Registry.Hex())
	fmt.Fprintf(w, "    treasury     %s   (x402 payTo)\n", dep.Treasury.Hex())
	fmt.Fprintf(w, "    buyback      %s\n", dep.Buyback.Hex())
	fmt.Fprintf(w, "    INKD token   %s\n", dep.Token.Hex())
	fmt.Fprintf(w, "    access mgr   %s   (admin %s, delay %ds; guardian %s)\n", dep.AccessManager.Hex(), dep.Admin.Hex(), dep.AdminDelaySeconds, dep.Guardian.Hex())
	if dep.ChannelWrites != (common.Address{}) {
		fmt.Fprintf(w, "    channelWrites %s  (writes paid by x402 batch-settlement vouchers)\n", dep.ChannelWrites.Hex())
	}
	fmt.Fprintf(w, "    USDC         %s   (development USDC at the Base address)\n", dep.USDC.Hex())
	fmt.Fprintf(w, "\n  funded development accounts (10,000 ETH and 1,000,000 USDC each; never use these keys on a real chain)\n")
	for i, k := range devkeys.Keys() {
		fmt.Fprintf(w, "    #%d  %s  0x%x\n", i, crypto.PubkeyToAddress(k.PublicKey).Hex(), crypto.FromECDSA(k))
	}
	fmt.Fprintf(w, "\n  Ctrl-C stops everything.\n\n")
}

// flagGiven reports whether flag name was set on the command line.
func flagGiven(fs *flag.FlagSet, name string) bool {
	given := false
	fs.Visit(func(f *flag.Flag) { given = given || f.Name == name })
	return given
}
