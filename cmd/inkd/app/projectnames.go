package app

import (
	"context"
	"errors"
	"math/big"

	"github.com/sirupsen/logrus"

	"github.com/inkd/inkd/chain"
	"github.com/inkd/inkd/chain/projectname"
	"github.com/inkd/inkd/chain/readmodel"
)

// projectNames is the API's resolver of project names (a push names its
// project by id and name hash): the read model first, then the chain's
// logs from the deployment block on.
func projectNames(infra Infra, reg *chain.RegistryReader, log *logrus.Entry) (*projectname.Resolver, error) {
	m, err := readmodel.New(readmodel.Config{}, infra.Redis)
	if err != nil {
		return nil, err
	}
	d := infra.Deployment
	cfg := projectname.Config{Registry: d.Registry, StartBlock: d.DeployBlock}
	return projectname.New(cfg, projectIndex{m}, reg, infra.Backend, log.WithField("component", "project_names")), nil
}

// projectIndex is the read model as a projectname.Index.
type projectIndex struct{ m *readmodel.Model }

func (x projectIndex) ProjectName(ctx context.Context, id *big.Int) (string, bool, error) {
	p, err := x.m.Project(ctx, id.String())
	switch {
	case errors.Is(err, readmodel.ErrProjectNotFound):
		return "", false, nil
	case err != nil:
		return "", false, err
	}
	return p.Name, true, nil
}
