package pricing

import (
	"context"
	"errors"
)

// Fallback asks its sources in order and returns the first quote obtained.
// Only ErrUnavailable moves on to the next source; any other error (a
// negative size) is returned at once.
type Fallback struct {
	sources []Pricer
}

var _ Pricer = (*Fallback)(nil)

// NewFallback returns a Pricer over sources, tried in the given order.
func NewFallback(sources ...Pricer) *Fallback {
	return &Fallback{sources: append([]Pricer(nil), sources...)}
}

// Quote implements Pricer. When every source is unavailable the error is an
// *UnavailableError with Source "fallback" joining the sources' errors.
func (f *Fallback) Quote(ctx context.Context, bytes int64) (Quote, error) {
	if err := checkSize(bytes); err != nil {
		return Quote{}, err
	}
	var errs []error
	for _, s := range f.sources {
		q, err := s.Quote(ctx, bytes)
		if err == nil {
			return q, nil
		}
		if !errors.Is(err, ErrUnavailable) {
			return Quote{}, err
		}
		errs = append(errs, err)
	}
	if len(errs) == 0 {
		errs = append(errs, errors.New("no price sources configured"))
	}
	return Quote{}, &UnavailableError{Source: "fallback", Err: errors.Join(errs...)}
}
