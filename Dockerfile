# One image for every role: `inkd serve`, `inkd worker`, `inkd deploy`.
FROM golang:1.26-bookworm AS build
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
RUN CGO_ENABLED=1 go build -trimpath -o /out/inkd ./cmd/inkd

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates && rm -rf /var/lib/apt/lists/*
COPY --from=build /out/inkd /usr/local/bin/inkd
USER 65532:65532
ENTRYPOINT ["/usr/local/bin/inkd"]
