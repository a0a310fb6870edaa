#!/usr/bin/env bash
# Build the image, push it, and roll the deployment forward.
set -euo pipefail

ENVIRONMENT="${1:-staging}"
TAG="$(git rev-parse --short HEAD)"
IMAGE="registry.example.com/checkout:${TAG}"

log() {
  printf '[%s] %s\n' "$(date +%H:%M:%S)" "$*"
}

if [[ "$ENVIRONMENT" != "staging" && "$ENVIRONMENT" != "production" ]]; then
  echo "usage: $0 [staging|production]" >&2
  exit 2
fi

log "building ${IMAGE}"
docker build --pull -t "$IMAGE" .
docker push "$IMAGE"

log "deploying to ${ENVIRONMENT}"
kubectl --context "$ENVIRONMENT" set image deployment/checkout app="$IMAGE"
if ! kubectl --context "$ENVIRONMENT" rollout status deployment/checkout --timeout=120s; then
  log "rollout failed, undoing"
  kubectl --context "$ENVIRONMENT" rollout undo deployment/checkout
  exit 1
fi

for url in /healthz /readyz; do
  curl -fsS "https://${ENVIRONMENT}.example.com${url}" > /dev/null
done
log "done"
