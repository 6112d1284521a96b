package main

import (
	"crypto/ecdsa"
	"errors"
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
)

// defaultLowBalance is the settler balance under which the worker warns:
// a few hours of gas at a busy pace on Base.
const defaultLowBalance = "0.01"

// signerSettings are the worker's settler keys: hex keys from the
// environment, go-ethereum keystore files with one password file, the
// keys being drained (rotation) and the low-balance threshold.
type signerSettings struct {
	// Keys are hex private keys, comma separated (SIGNER_KEYS).
	Keys []string
	// Keystores are keystore files or directories of them, comma separated
	// (SIGNER_KEYSTORES); a directory's every regular file not starting
	// with a dot is one, in name order.
	Keystores []string
	// PasswordFile holds the keystores' password, one for all; trailing
	// line breaks are dropped (SIGNER_PASSWORD_FILE).
	PasswordFile string
	// Drain are addresses of configured keys given no new writes
	// (SIGNER_DRAIN).
	Drain []string
	// LowBalance is the ETH balance under which a key is warned about
	// (SIGNER_LOW_BALANCE). Default defaultLowBalance; 0: never.
	LowBalance string
}

// signers is what signerSettings loads into.
type signers struct {
	keys       []*ecdsa.PrivateKey
	drain      []common.Address
	lowBalance *big.Int // wei
}

// load reads and checks every key. Errors name the variable and never
// quote a key or a password.
func (s *signerSettings) load() (signers, error) {
	var out signers
	keys, err := parseKeys(s.Keys)
	if err != nil {
		return out, fmt.Errorf("SIGNER_KEYS: %w", err)
	}
	stored, err := loadKeystores(s.Keystores, s.PasswordFile)
	if err != nil {
		return out, err
	}
	keys = append(keys, stored...)
	if len(keys) == 0 {
		return out, errors.New("SIGNER_KEYS (--signer-keys) or SIGNER_KEYSTORES (--signer-keystores) is required: the settler keys authorised on the treasury")
	}
	seen := map[common.Address]bool{}
	for _, k := range keys {
		a := crypto.PubkeyToAddress(k.PublicKey)
		if seen[a] {
			return out, fmt.Errorf("SIGNER_KEYS, SIGNER_KEYSTORES: key %s given twice", a.Hex())
		}
		seen[a] = true
	}
	for _, d := range s.Drain {
		if !common.IsHexAddress(d) {
			return out, fmt.Errorf("SIGNER_DRAIN (--signer-drain): %q is not an address", d)
		}
		a := common.HexToAddress(d)
		if !seen[a] {
			return out, fmt.Errorf("SIGNER_DRAIN (--signer-drain): %s is not one of the settler keys; a key being drained stays configured until its transactions are final", a.Hex())
		}
		out.drain = append(out.drain, a)
	}
	if len(out.drain) == len(keys) {
		return out, errors.New("SIGNER_DRAIN (--signer-drain): every settler key is being drained; add the new key first")
	}
	if out.lowBalance, err = parseETH(s.LowBalance); err != nil {
		return out, fmt.Errorf("SIGNER_LOW_BALANCE (--signer-low-balance): %w", err)
	}
	out.keys = keys
	return out, nil
}

// parseKeys parses hex private keys (with or without 0x).
func parseKeys(hexKeys []string) ([]*ecdsa.PrivateKey, error) {
	var keys []*ecdsa.PrivateKey
	for i, h := range hexKeys {
		k, err := crypto.HexToECDSA(strings.TrimPrefix(strings.TrimSpace(h), "0x"))
		if err != nil {
			return nil, fmt.Errorf("key %d is not a hex private key", i+1)
		}
		keys = append(keys, k)
	}
	return keys, nil
}

// loadKeystores decrypts the keystore files named by paths (files or
// directories) with the password in passwordFile.
func loadKeystores(paths []string, passwordFile string) ([]*ecdsa.PrivateKey, error) {
	if len(paths) == 0 {
		if passwordFile != "" {
			return nil, errors.New("SIGNER_PASSWORD_FILE (--signer-password-file) is set but SIGNER_KEYSTORES is not")
		}
		return nil, nil
	}
	if passwordFile == "" {
		return nil, errors.New("SIGNER_PASSWORD_FILE (--signer-password-file) is required with SIGNER_KEYSTORES")
	}
	password, err := readPasswordFile(passwordFile)
	if err != nil {
		return nil, fmt.Errorf("SIGNER_PASSWORD_FILE: %w", err)
	}
	files, err := keystoreFiles(paths)
	if err != nil {
		return nil, fmt.Errorf("SIGNER_KEYSTORES: %w", err)
	}
	var keys []*ecdsa.PrivateKey
	for _, f := range files {
		blob, err := os.ReadFile(f)
		if err != nil {
			return nil, fmt.Errorf("SIGNER_KEYSTORES: %w", err)
		}
		k, err := keystore.DecryptKey(blob, password)
		if err != nil {
			return nil, fmt.Errorf("SIGNER_KEYSTORES: %s: cannot decrypt (wrong password or not a keystore file)", f)
		}
		keys = append(keys, k.PrivateKey)
	}
	return keys, nil
}

// keystoreFiles expands directories into their files, in name order.
func keystoreFiles(paths []string) ([]string, error) {
	var out []string
	for _, p := range paths {
		st, err := os.Stat(p)
		if err != nil {
			return nil, err
		}
		if !st.IsDir() {
			out = append(out, p)
			continue
		}
		entries, err := os.ReadDir(p)
		if err != nil {
			return nil, err
		}
		var names []string
		for _, e := range entries {
			if e.Type().IsRegular() && !strings.HasPrefix(e.Name(), ".") {
				names = append(names, e.Name())
			}
		}
		sort.Strings(names)
		if len(names) == 0 {
			return nil, fmt.Errorf("directory %s holds no keystore file", p)
		}
		for _, n := range names {
			out = append(out, filepath.Join(p, n))
		}
	}
	return out, nil
}

// readPasswordFile reads a password file, dropping trailing line breaks.
func readPasswordFile(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	return strings.TrimRight(string(b), "\r\n"), nil
}

// weiPerETH is 10^18.
var weiPerETH = new(big.Int).Exp(big.NewInt(10), big.NewInt(18), nil)

// parseETH parses a decimal ETH amount ("0.01") into wei.
func parseETH(s string) (*big.Int, error) {
	return parseTokens18(s, "an ETH amount (e.g. 0.01)")
}

// parseTokens18 parses a non-negative decimal amount of an 18-decimal
// token (ETH, INKD) into base units; `what` names the expected amount in
// the error.
func parseTokens18(s, what string) (*big.Int, error) {
	r, ok := new(big.Rat).SetString(strings.TrimSpace(s))
	if !ok || r.Sign() < 0 {
		return nil, fmt.Errorf("%q is not %s", s, what)
	}
	r.Mul(r, new(big.Rat).SetInt(weiPerETH))
	if !r.IsInt() {
		return nil, fmt.Errorf("%q has more than 18 decimals", s)
	}
	return new(big.Int).Set(r.Num()), nil
}
