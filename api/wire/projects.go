package wire

// Project is a project of the spec (section 2): numbers as decimal
// strings, addresses checksummed. ReadmeHash is added to the spec's fields:
// the ar:// hash given at creation, "" when none.
type Project struct {
	ID            string `json:"id"`
	Name          string `json:"name"`
	Description   string `json:"description"`
	License       string `json:"license"`
	Owner         string `json:"owner"`
	IsPublic      bool   `json:"isPublic"`
	IsAgent       bool   `json:"isAgent"`
	AgentEndpoint string `json:"agentEndpoint"`
	CreatedAt     string `json:"createdAt"`
	VersionCount  string `json:"versionCount"`
	ReadmeHash    string `json:"readmeHash"`
}

// ProjectList is the body of GET /v1/projects and GET /v1/agents.
type ProjectList struct {
	Data   []Project `json:"data"`
	Total  int       `json:"total"`
	Offset int       `json:"offset"`
	Limit  int       `json:"limit"`
}

// CreateProject is the body of POST /v1/projects. The server reads it field
// by field, so that each bad field is named in its error.
type CreateProject struct {
	Name          string `json:"name"`
	Description   string `json:"description,omitempty"`
	License       string `json:"license,omitempty"`
	IsPublic      bool   `json:"isPublic"`
	IsAgent       bool   `json:"isAgent"`
	AgentEndpoint string `json:"agentEndpoint,omitempty"`
	ReadmeHash    string `json:"readmeHash,omitempty"`
}

// CreateResult is the 201 body of POST /v1/projects (spec "Write result
// (create project)").
type CreateResult struct {
	TxHash      string `json:"txHash"`
	ProjectID   string `json:"projectId"`
	Name        string `json:"name"`
	Owner       string `json:"owner"`
	Status      string `json:"status"`
	BlockNumber string `json:"blockNumber"`
}
