// Package publish pushes many versions of one project: the plan (a
// directory's files or a manifest), bounded concurrent uploads,
// multi-pushes (one payment and one transaction per MultiPushSize versions, through
// a MultiPusher; single pushes through a Pusher when multi-pushes are off or the
// server has no multi-push route), and a state file so that a re-run skips what
// landed and never pays twice (payments are api/client's saved intents).
// Without the state file nothing is paid twice either: before uploading,
// each item's tag is looked up in the project (a version with the item's
// sha256 is already, one with other content tag_taken) and the push is
// pre-checked by the API's free unpaid request (client.Precheck).
//
//	items, _ := publish.PlanDir("dist", "{name}")
//	p := publish.Publisher{Client: c, Project: "7", Concurrency: 8, Uploads: uploads}
//	sum, err := p.Run(ctx, items, func(r publish.ItemResult) { fmt.Println(r.Item.Tag, r.Err) })
package publish
