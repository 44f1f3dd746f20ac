# syntax=docker/dockerfile:1
# Advocate in containers (docs/operations.md, "Container"; decision 732). Not built by this repo's
# tests or CI (no image registry is reachable here): its commands are the ones the production-start
# test runs without Docker (apps/api/production/production-start.production-test.ts), namely
# npm ci, npm run build, stage-production.ts, npm ci --omit=dev, node apps/api/dist/main.js.

# Build: the repository's own install (npm scripts then run the pinned Node, decision 730) and build.
FROM node:24.21.0-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm ci
RUN npm run build
# The package files and apps/api/dist, nothing else (decision 731).
RUN npx tsx apps/api/scripts/stage-production.ts /staged

# The API: production dependencies only, then the bundle. Settings come from the environment
# (docs/configuration.md); migrations apply at start-up.
FROM node:24.21.0-bookworm-slim AS api
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /staged ./
RUN npm ci --omit=dev && mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]

# The apps' /config.js and security headers, from the public settings (none is secret).
FROM build AS web-host-files
ARG PUBLIC_API_URL LOGIN_URL MANAGER_URL CREATOR_URL COOKIE_DOMAIN SUPPORT_EMAIL ADVOCATE_VERSION
ARG TWITCH_CLIENT_ID GOOGLE_CLIENT_ID DISCORD_CLIENT_ID
ARG TWITCH_AUTHORIZE_URL=https://id.twitch.tv/oauth2/authorize
ARG GOOGLE_AUTHORIZE_URL=https://accounts.google.com/o/oauth2/v2/auth
ARG DISCORD_AUTHORIZE_URL=https://discord.com/oauth2/authorize
RUN npx tsx tools/launcher/src/write-app-host-files.ts /web-host

# The web server: the three built apps on their subdomains, and the API behind it (deploy/Caddyfile).
FROM caddy:2 AS web
COPY deploy/Caddyfile /etc/caddy/Caddyfile
COPY --from=build /src/apps/login/dist /srv/login
COPY --from=build /src/apps/manager-console/dist /srv/manager
COPY --from=build /src/apps/creator-studio/dist /srv/creator
COPY --from=web-host-files /web-host /srv/host
