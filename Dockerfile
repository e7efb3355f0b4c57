# Paraph's production image: official node:24-slim, multi-stage, runs as the non-root `node`
# user. Written to the standard but NOT built or run where it was written (that environment
# has no Docker engine and cannot pull images): build and try it before relying on it.
#
#   docker build --build-arg PUBLIC_URL=https://signatures.example.com -t paraph .
#   docker run -p 3000:3000 -v paraph-data:/data -e PUBLIC_URL=https://signatures.example.com paraph
#
# See docs/production.md (PostgreSQL, Redis, object storage, several instances).

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Content pages are prerendered for the scheme of PUBLIC_URL (the host is the server's, put
# in when served: docs/decisions/007): build with an https URL when you serve https, or they
# are rendered per request instead (correct, only slower).
ARG PUBLIC_URL=http://localhost:3000
RUN npm run build \
  && npm prune --omit=dev --no-audit --no-fund \
  && rm -rf data

FROM node:24-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
WORKDIR /app
# The code stays owned by root: the app writes only to DATA_DIR.
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# No curl in slim images: Node's fetch. /readyz answers 200 once the database is reachable.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The README's start command. Its script `exec`s node, so the SIGTERM npm passes on reaches
# the server itself, which then drains and exits (docs/production.md, graceful shutdown).
CMD ["npm", "start"]
