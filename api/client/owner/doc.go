// Package owner sends a project owner's own registry transactions, for
// which the API has no endpoint (the spec keeps collaborators off the
// API): adding and removing collaborators. The owner's wallet signs and
// pays the gas; nothing goes through inkd.
//
//	tx, err := owner.Prepare(ctx, eth, key, owner.Change{Registry: reg, ProjectName: name, Collaborator: a})
//	fmt.Println(tx.Gas, tx.MaxCost)
//	rec, err := tx.Send(ctx)
package owner
