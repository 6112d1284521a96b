# One image for every role: `inkd serve`, `inkd worker`, `inkd deploy`,
# and `inkd probe` for healthchecks (the image has no curl).
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=1 go build -trimpath -o /out/inkd ./cmd/inkd

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/inkd /usr/local/bin/inkd
# The directories docker-compose.yml mounts volumes on, owned by the user
# the image runs as: a new named volume takes the owner of the directory it
# is mounted on, so the non-root processes can write the deployment file,
# the stored items and the staged uploads.
RUN install -d -o 65532 -g 65532 /deploy /storage /stage
USER 65532:65532
ENTRYPOINT ["/usr/local/bin/inkd"]
