package main

import (
	"crypto/ecdsa"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/ethereum/go-ethereum/accounts/keystore"
	"github.com/ethereum/go-ethereum/common"
	"github.com/ethereum/go-ethereum/crypto"
	"github.com/google/uuid"
)

// writeKeystore writes k encrypted with password (light scrypt, for speed)
// into dir under name.
func writeKeystore(t *testing.T, dir, name, password string, k *ecdsa.PrivateKey) {
	t.Helper()
	blob, err := keystore.EncryptKey(&keystore.Key{Id: uuid.New(), Address: crypto.PubkeyToAddress(k.PublicKey), PrivateKey: k},
		password, keystore.LightScryptN, keystore.LightScryptP)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), blob, 0o600); err != nil {
		t.Fatal(err)
	}
}

func newKey(t *testing.T) *ecdsa.PrivateKey {
	t.Helper()
	k, err := crypto.GenerateKey()
	if err != nil {
		t.Fatal(err)
	}
	return k
}

// TestSignerSettings: settler keys come from hex and from keystore files
// (a directory of them, one password file with a trailing newline),
// together; a key being drained must be one of them and not the last;
// every mistake names its variable and never quotes a key or password.
func TestSignerSettings(t *testing.T) {
	dir := t.TempDir()
	ksDir := filepath.Join(dir, "keys")
	if err := os.Mkdir(ksDir, 0o700); err != nil {
		t.Fatal(err)
	}
	const password = "correct horse"
	k1, k2, hexKey := newKey(t), newKey(t), newKey(t)
	writeKeystore(t, ksDir, "a.json", password, k1)
	writeKeystore(t, ksDir, "b.json", password, k2)
	pwFile := filepath.Join(dir, "pw")
	if err := os.WriteFile(pwFile, []byte(password+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	wrongPw := filepath.Join(dir, "wrong")
	if err := os.WriteFile(wrongPw, []byte("nope\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	hexStr := common.Bytes2Hex(crypto.FromECDSA(hexKey))
	addr := func(k *ecdsa.PrivateKey) string { return crypto.PubkeyToAddress(k.PublicKey).Hex() }

	got, err := (&signerSettings{Keys: []string{"0x" + hexStr}, Keystores: []string{ksDir}, PasswordFile: pwFile,
		Drain: []string{addr(k1)}, LowBalance: "0.25"}).load()
	if err != nil {
		t.Fatalf("load: %v", err)
	}
	var addrs []string
	for _, k := range got.keys {
		addrs = append(addrs, addr(k))
	}
	if want := []string{addr(hexKey), addr(k1), addr(k2)}; strings.Join(addrs, ",") != strings.Join(want, ",") {
		t.Errorf("keys %v, want %v (hex first, then the directory in name order)", addrs, want)
	}
	if len(got.drain) != 1 || got.drain[0].Hex() != addr(k1) {
		t.Errorf("drain %v, want [%s]", got.drain, addr(k1))
	}
	if got.lowBalance.String() != "250000000000000000" {
		t.Errorf("low balance %s wei, want 0.25 ETH", got.lowBalance)
	}

	tests := []struct {
		name string
		s    signerSettings
		want string // in the error
	}{
		{"none", signerSettings{LowBalance: "0"}, "SIGNER_KEYS (--signer-keys) or SIGNER_KEYSTORES"},
		{"keystores without password", signerSettings{Keystores: []string{ksDir}, LowBalance: "0"}, "SIGNER_PASSWORD_FILE (--signer-password-file) is required"},
		{"wrong password", signerSettings{Keystores: []string{ksDir}, PasswordFile: wrongPw, LowBalance: "0"}, "SIGNER_KEYSTORES: " + filepath.Join(ksDir, "a.json") + ": cannot decrypt"},
		{"missing keystore", signerSettings{Keystores: []string{filepath.Join(dir, "absent")}, PasswordFile: pwFile, LowBalance: "0"}, "SIGNER_KEYSTORES:"},
		{"bad hex", signerSettings{Keys: []string{"zz" + hexStr[2:]}, LowBalance: "0"}, "SIGNER_KEYS: key 1 is not a hex private key"},
		{"hex and keystores together", signerSettings{Keys: []string{hexStr}, Keystores: []string{ksDir}, PasswordFile: pwFile, LowBalance: "0"}, ""},
		{"same key twice", signerSettings{Keys: []string{hexStr, hexStr}, LowBalance: "0"}, "given twice"},
		{"drain unknown", signerSettings{Keys: []string{hexStr}, Drain: []string{addr(k1)}, LowBalance: "0"}, "SIGNER_DRAIN (--signer-drain): " + addr(k1) + " is not one of the settler keys"},
		{"drain all", signerSettings{Keys: []string{hexStr}, Drain: []string{addr(hexKey)}, LowBalance: "0"}, "every settler key is being drained"},
		{"drain not an address", signerSettings{Keys: []string{hexStr}, Drain: []string{"0x12"}, LowBalance: "0"}, "is not an address"},
		{"low balance", signerSettings{Keys: []string{hexStr}, LowBalance: "lots"}, "SIGNER_LOW_BALANCE (--signer-low-balance)"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := tc.s.load()
			if tc.want == "" {
				if err != nil {
					t.Fatalf("load: %v, want success", err)
				}
				return
			}
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("load: %v, want an error containing %q", err, tc.want)
			}
			for _, secret := range []string{hexStr, password, "nope"} {
				if strings.Contains(err.Error(), secret) {
					t.Errorf("error quotes a secret: %v", err)
				}
			}
		})
	}
}

// TestParseTokens18 covers the decimal amounts of --signer-low-balance and
// --buyback-floor (18-decimal tokens).
func TestParseTokens18(t *testing.T) {
	tests := []struct {
		name, in, want string
		wantErr        bool
	}{
		{"whole", "950", "950000000000000000000", false},
		{"fraction", "0.5", "500000000000000000", false},
		{"zero", "0", "0", false},
		{"spaces", " 1 ", "1000000000000000000", false},
		{"negative", "-1", "", true},
		{"too precise", "0.0000000000000000001", "", true},
		{"not a number", "lots", "", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := parseTokens18(tc.in, "an INKD amount")
			if (err != nil) != tc.wantErr {
				t.Fatalf("parseTokens18(%q) error = %v, want error %t", tc.in, err, tc.wantErr)
			}
			if err == nil && got.String() != tc.want {
				t.Errorf("parseTokens18(%q) = %s, want %s", tc.in, got, tc.want)
			}
		})
	}
}
