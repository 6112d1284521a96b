package payment

import (
	"testing"

	"go.uber.org/goleak"
)

// TestMain fails the package if a test leaves goroutines behind (HTTP
// servers, Redis clients, node processes' waiters).
func TestMain(m *testing.M) {
	goleak.VerifyTestMain(m)
}
