package chain

import "net/url"

// RedactURL reduces an endpoint URL to its scheme and host, for logs and
// public reports. Hosted RPC providers carry their API keys anywhere else:
// user info, path (Alchemy /v2/KEY, Infura /v3/KEY, QuickNode /TOKEN/),
// query and fragment. Anything that is not an absolute URL with a host is
// "".
func RedactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme == "" || u.Host == "" {
		return ""
	}
	return (&url.URL{Scheme: u.Scheme, Host: u.Host}).String()
}
