package api

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/gofiber/fiber/v2"

	"github.com/inkd/inkd/api/wire"
	"github.com/inkd/inkd/storage/ans104"
)

// maxUint256 bounds numeric ids: the registry's ids are uint256.
var maxUint256 = new(big.Int).Sub(new(big.Int).Lsh(big.NewInt(1), 256), big.NewInt(1))

// projectID parses the :id path parameter: a decimal number, 1 to 2^256−1,
// without sign, spaces or leading zeros. Anything else is 400 invalid_id.
func projectID(c *fiber.Ctx) (*big.Int, error) {
	raw := c.Params("id")
	if !isDecimal(raw) {
		return nil, errorf(wire.CodeInvalidID, "project id %q is not a valid number", raw)
	}
	id, _ := new(big.Int).SetString(raw, 10)
	if id.Sign() == 0 || id.Cmp(maxUint256) > 0 {
		return nil, errorf(wire.CodeInvalidID, "project id %q is out of range", raw)
	}
	return id, nil
}

// isDecimal reports whether s is a canonical decimal: digits only, no
// leading zero unless it is "0", at most 78 digits (2^256 has 78).
func isDecimal(s string) bool {
	if s == "" || len(s) > 78 || (len(s) > 1 && s[0] == '0') {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// queryInt parses an optional non-negative integer query parameter within
// [lo, hi]; absent is def. Out of range or malformed is 400 invalid_query.
func queryInt(c *fiber.Ctx, name string, def, lo, hi int) (int, error) {
	raw := c.Query(name)
	if raw == "" {
		return def, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil || n < lo || n > hi {
		return 0, errorf(wire.CodeInvalidQuery, "query parameter %s=%q must be a whole number from %d to %d", name, raw, lo, hi)
	}
	return n, nil
}

// validARHash reports whether h is ar://<id> with a data item id: exactly
// 43 characters of unpadded base64url. Anything else could make the diff
// fetch a path of the pusher's choosing from the gateway.
func validARHash(h string) bool {
	id, ok := strings.CutPrefix(h, "ar://")
	return ok && ans104.ValidID(id)
}
