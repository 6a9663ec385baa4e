# The app image for docker-compose.yml: builds the server and the web app, runs on Postgres,
# MinIO and SMTP given by the environment (no embedded database inside a container).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json tsconfig.json codegen.ts schema.graphql ./
COPY packages/shared/package.json packages/shared/
# A workspace too (tests only): npm ci wants every workspace of the lockfile.
COPY packages/test-support/package.json packages/test-support/
COPY server/package.json server/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY packages packages
COPY server server
COPY web web
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
# glibc hands freed memory back to the system at once: its default (dynamic) thresholds keep what
# decoding large photos took (issue #49; npm run bench:photos measures both).
ENV NODE_ENV=production PORT=4000 MALLOC_TRIM_THRESHOLD_=131072
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
# node_modules/@plumbing/shared links here.
COPY --from=build /app/packages/shared/package.json packages/shared/
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/server/package.json server/
COPY --from=build /app/server/dist server/dist
COPY --from=build /app/web/dist web/dist
COPY --from=build /app/web/dist-ssr web/dist-ssr
# The backups volume's mount point, the app's to write (a new named volume takes its owner).
RUN mkdir /backups && chown node:node /backups
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/dist/main.js"]
