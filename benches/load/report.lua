-- What a load scenario prints when wrk is done (run from the repository root).
done = function(summary, latency, requests)
  io.write(string.format("requests: %d, errors: %d, req/s: %.0f\n", summary.requests,
    summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    summary.requests / (summary.duration / 1e6)))
  for _, p in ipairs({ 50, 90, 99 }) do
    io.write(string.format("p%d: %.2f ms\n", p, latency:percentile(p) / 1000))
  end
end
