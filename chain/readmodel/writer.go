package readmodel

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"github.com/ethereum/go-ethereum/common"
	"github.com/redis/go-redis/v9"

	"github.com/inkd/inkd/internal/confusable"
)

// luaChange is a Change as the scripts read it (and as the journal keeps
// it): strings only, records pre-encoded.
type luaChange struct {
	K    Kind   `json:"k"`
	Log  string `json:"log"`
	ID   string `json:"id,omitempty"`
	PID  string `json:"pid,omitempty"`
	Idx  string `json:"idx,omitempty"`
	Name string `json:"name,omitempty"`
	// Skel is a created project's name skeleton (confusable.Skeleton).
	Skel string `json:"skel,omitempty"`
	// Tag is a pushed version's tag: the project's tag index maps it to
	// the version's index (the first version of the tag, if several).
	Tag    string `json:"tag,omitempty"`
	Pub    string `json:"pub,omitempty"`
	Agent  string `json:"agent,omitempty"`
	Addr   string `json:"addr,omitempty"`
	Payer  string `json:"payer,omitempty"`
	Nonce  string `json:"nonce,omitempty"`
	Amount string `json:"amount,omitempty"`
	Score  string `json:"score,omitempty"`
	Rec    string `json:"rec,omitempty"`
	// Words are a public project's search words (search_words.go).
	Words string `json:"words,omitempty"`
	// EvScore and EvRec are the registry event the change lists.
	EvScore string `json:"evscore,omitempty"`
	EvRec   string `json:"evrec,omitempty"`
}

func flag(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

func ptr[T any](v T) *T { return &v }

// encodeChange turns c, in blk, into the script's form.
func encodeChange(blk Block, c Change) (string, error) {
	if c.LogIndex > maxLogIndex {
		return "", fmt.Errorf("log index %d above %d", c.LogIndex, maxLogIndex)
	}
	lc := luaChange{K: c.Kind, Log: strconv.FormatUint(uint64(c.LogIndex), 10)}
	ev := &Event{
		ID:          eventID(blk.Number, c.LogIndex),
		Type:        EventType(c.Kind),
		BlockNumber: blk.Number,
		BlockHash:   blk.Hash,
		LogIndex:    c.LogIndex,
		TxHash:      c.TxHash,
		Timestamp:   blk.Time,
	}
	switch c.Kind {
	case KindProjectCreated:
		p := c.Project
		if p == nil || p.ID == "" {
			return "", errors.New("project_created without a project")
		}
		rec, err := json.Marshal(p)
		if err != nil {
			return "", err
		}
		lc.ID, lc.PID, lc.Name, lc.Pub, lc.Agent, lc.Rec = p.ID, p.ID, p.Name, flag(p.IsPublic), flag(p.IsAgent), string(rec)
		lc.Skel = confusable.Skeleton(p.Name)
		if p.IsPublic {
			lc.Words = projectWords(p)
		}
		ev.ProjectID, ev.Timestamp, ev.Name, ev.Owner = p.ID, p.CreatedAt, p.Name, ptr(p.Owner)
		ev.IsPublic, ev.IsAgent = ptr(p.IsPublic), ptr(p.IsAgent)
	case KindVersionPushed:
		v := c.Version
		if v == nil || v.ProjectID == "" {
			return "", errors.New("version_pushed without a version")
		}
		rec, err := json.Marshal(v)
		if err != nil {
			return "", err
		}
		lc.PID, lc.Idx, lc.Tag, lc.Rec = v.ProjectID, strconv.FormatUint(v.Index, 10), v.VersionTag, string(rec)
		ev.ProjectID, ev.Timestamp, ev.VersionIndex = v.ProjectID, v.PushedAt, ptr(v.Index)
		ev.VersionTag, ev.StorageHash, ev.PushedBy = v.VersionTag, v.StorageHash, ptr(v.PushedBy)
		ev.Sha256, ev.ContentSize, ev.ContentType = v.Sha256, v.ContentSize, v.ContentType
	case KindCollaboratorAdded, KindCollaboratorRemoved:
		if c.ProjectID == "" {
			return "", fmt.Errorf("%s without a project id", c.Kind)
		}
		lc.PID, lc.Addr = c.ProjectID, c.Collaborator.Hex()
		ev.ProjectID, ev.Collaborator = c.ProjectID, ptr(c.Collaborator)
	case KindPayment, KindSettled:
		if c.Amount == nil || c.Amount.Sign() < 0 {
			return "", fmt.Errorf("%s without an amount", c.Kind)
		}
		lc.Amount = c.Amount.String()
		if c.Kind == KindPayment {
			lc.Payer, lc.Nonce = c.Payer.Hex(), c.Nonce.Hex()
		}
		ev = nil
	case KindBuyback:
		b := c.Buyback
		if b == nil || b.USDCSpent == nil || b.USDCSpent.Sign() < 0 || b.TokensReceived == nil {
			return "", errors.New("buyback_executed without amounts")
		}
		rec, err := json.Marshal(b)
		if err != nil {
			return "", err
		}
		lc.Amount, lc.Score, lc.Rec = b.USDCSpent.String(), positionScore(blk.Number, c.LogIndex), string(rec)
		ev = nil
	case KindAdminScheduled, KindAdminExecuted, KindAdminCanceled:
		id, rec, err := encodeAdminOp(c)
		if err != nil {
			return "", err
		}
		lc.ID, lc.Rec = id, rec
		ev = nil
	default:
		return "", fmt.Errorf("unknown change kind %q", c.Kind)
	}
	if ev != nil {
		rec, err := json.Marshal(ev)
		if err != nil {
			return "", err
		}
		lc.EvScore, lc.EvRec = positionScore(blk.Number, c.LogIndex), string(rec)
	}
	raw, err := json.Marshal(lc)
	return string(raw), err
}

// ApplyBlock applies blk's changes atomically. Changes already applied
// (same block hash and log index) are skipped, so applying a block twice,
// or a receipt and then the indexer's copy of the same logs, is safe. In
// Canonical mode the cursor moves to blk and ErrLeaseLost means nothing was
// written.
func (m *Model) ApplyBlock(ctx context.Context, blk Block, mode Mode) (ApplyResult, error) {
	args := m.baseArgs()
	modeArg, setCursor := "o", "0"
	if mode.canonical {
		modeArg, setCursor = "c", "1"
	}
	args = append(args, modeArg, mode.token, strconv.FormatUint(blk.Number, 10), blk.Hash.Hex(), setCursor)
	for _, c := range blk.Changes {
		enc, err := encodeChange(blk, c)
		if err != nil {
			return ApplyResult{}, fmt.Errorf("block %d log %d: %w", blk.Number, c.LogIndex, err)
		}
		args = append(args, enc)
	}
	res, err := applyScript.Run(ctx, m.rdb, nil, args...).Int64Slice()
	if err != nil {
		return ApplyResult{}, fmt.Errorf("apply block %d: %w", blk.Number, err)
	}
	if err := scriptStatus(res, 4, "apply block"); err != nil {
		return ApplyResult{}, err
	}
	return ApplyResult{Applied: int(res[1]), Skipped: int(res[2]), RolledBack: int(res[3]), Ignored: res[0] == 1}, nil
}

// Checkpoint is what the indexer records after a batch of blocks.
type Checkpoint struct {
	// Cursor is the last block processed.
	Cursor BlockRef
	// Supply, when not nil, replaces the stored token supply.
	Supply *TokenSupply
	// PruneBelow, when not zero, drops the undo journals of blocks below
	// this number (at most PruneLimit of them, default 1000): they are too
	// deep to be reorganised.
	PruneBelow uint64
	PruneLimit int
}

// SaveCheckpoint records cp under the lease token.
func (m *Model) SaveCheckpoint(ctx context.Context, token string, cp Checkpoint) error {
	supply, decimals, symbol := "", "0", ""
	if cp.Supply != nil && cp.Supply.Raw != nil {
		supply, decimals, symbol = cp.Supply.Raw.String(), strconv.Itoa(int(cp.Supply.Decimals)), cp.Supply.Symbol
	}
	prune := ""
	if cp.PruneBelow > 0 {
		prune = strconv.FormatUint(cp.PruneBelow, 10)
	}
	if cp.PruneLimit <= 0 {
		cp.PruneLimit = 1000
	}
	args := append(m.baseArgs(), token, strconv.FormatUint(cp.Cursor.Number, 10), cp.Cursor.Hash.Hex(), supply, decimals, symbol, prune, cp.PruneLimit)
	res, err := checkpointScript.Run(ctx, m.rdb, nil, args...).Int64()
	if err != nil {
		return fmt.Errorf("save checkpoint: %w", err)
	}
	if res == -1 {
		return ErrLeaseLost
	}
	return nil
}

// Rewind rolls back every block the indexer applied above to.Number and
// moves the cursor to `to`, a block both chains share. Ahead blocks are
// left to ResolveAhead. It returns how many changes were undone.
func (m *Model) Rewind(ctx context.Context, token string, to BlockRef) (int, error) {
	args := append(m.baseArgs(), token, strconv.FormatUint(to.Number, 10), to.Hash.Hex())
	res, err := rewindScript.Run(ctx, m.rdb, nil, args...).Int64Slice()
	if err != nil {
		return 0, fmt.Errorf("rewind to block %d: %w", to.Number, err)
	}
	if err := scriptStatus(res, 2, "rewind"); err != nil {
		return 0, err
	}
	return int(res[1]), nil
}

// ResolveAhead rolls back the ahead blocks found orphaned and marks the
// ones found canonical as no longer ahead. It returns how many changes were
// undone.
func (m *Model) ResolveAhead(ctx context.Context, token string, orphaned, canonical []common.Hash) (int, error) {
	if len(orphaned)+len(canonical) == 0 {
		return 0, nil
	}
	args := append(m.baseArgs(), token, len(orphaned))
	for _, h := range orphaned {
		args = append(args, h.Hex())
	}
	for _, h := range canonical {
		args = append(args, h.Hex())
	}
	res, err := resolveScript.Run(ctx, m.rdb, nil, args...).Int64Slice()
	if err != nil {
		return 0, fmt.Errorf("resolve ahead blocks: %w", err)
	}
	if err := scriptStatus(res, 2, "resolve ahead blocks"); err != nil {
		return 0, err
	}
	return int(res[1]), nil
}

// Cursor returns the last block the indexer processed; ok is false before
// the first checkpoint.
func (m *Model) Cursor(ctx context.Context) (ref BlockRef, ok bool, err error) {
	v, err := m.rdb.HMGet(ctx, m.key("cursor"), "number", "hash").Result()
	if err != nil {
		return BlockRef{}, false, fmt.Errorf("read cursor: %w", err)
	}
	ns, _ := v[0].(string)
	hs, _ := v[1].(string)
	if ns == "" || hs == "" {
		return BlockRef{}, false, nil
	}
	n, err := strconv.ParseUint(ns, 10, 64)
	if err != nil {
		return BlockRef{}, false, fmt.Errorf("read cursor: number %q: %w", ns, err)
	}
	return BlockRef{Number: n, Hash: common.HexToHash(hs)}, true, nil
}

// Ahead lists the blocks applied from receipts and not yet checked by the
// indexer, with numbers up to upTo, lowest first.
func (m *Model) Ahead(ctx context.Context, upTo uint64) ([]BlockRef, error) {
	zs, err := m.rdb.ZRangeByScoreWithScores(ctx, m.key("ahead"), &redis.ZRangeBy{Min: "-inf", Max: strconv.FormatUint(upTo, 10)}).Result()
	if err != nil {
		return nil, fmt.Errorf("read ahead blocks: %w", err)
	}
	return refs(zs), nil
}

// Recorded lists, highest first, up to limit blocks the indexer recorded
// (applied blocks and checkpoints, not ahead blocks) at or below upTo: the
// candidates for the common ancestor after a reorg.
func (m *Model) Recorded(ctx context.Context, upTo uint64, limit int) ([]BlockRef, error) {
	aheadList, err := m.rdb.ZRange(ctx, m.key("ahead"), 0, -1).Result()
	if err != nil {
		return nil, fmt.Errorf("read ahead blocks: %w", err)
	}
	ahead := make(map[string]bool, len(aheadList))
	for _, h := range aheadList {
		ahead[h] = true
	}
	zs, err := m.rdb.ZRevRangeByScoreWithScores(ctx, m.key("blocks"), &redis.ZRangeBy{
		Min: "-inf", Max: strconv.FormatUint(upTo, 10), Count: int64(limit + len(aheadList)),
	}).Result()
	if err != nil {
		return nil, fmt.Errorf("read recorded blocks: %w", err)
	}
	out := make([]BlockRef, 0, len(zs))
	for _, z := range zs {
		if s, _ := z.Member.(string); !ahead[s] && len(out) < limit {
			out = append(out, BlockRef{Number: uint64(z.Score), Hash: common.HexToHash(s)})
		}
	}
	return out, nil
}

func refs(zs []redis.Z) []BlockRef {
	out := make([]BlockRef, 0, len(zs))
	for _, z := range zs {
		s, _ := z.Member.(string)
		out = append(out, BlockRef{Number: uint64(z.Score), Hash: common.HexToHash(s)})
	}
	return out
}
