-- wrk script: POST /api/graphql with searches that rarely repeat within a second (random
-- keywords, contract, region and page size), so the per-second page cache seldom answers:
-- the cost of a search computed by the index.
dofile("benches/load/words.lua")
request = function()
  local terms = search_terms(" ")
  local args = string.format('search: \\"%s\\", nb_items: %d', terms, math.random(5, 20))
  if math.random(2) == 1 then args = args .. string.format(', job_contracts: [\\"%s\\"]', contract) end
  if math.random(3) == 1 then
    args = args .. string.format(', localization_list: [\\"{\\\\\\"type\\\\\\":\\\\\\"REGION\\\\\\",\\\\\\"id\\\\\\":%s}\\"]', region)
  end
  local body = string.format('{"query":"{ jobOffers(%s) { totalCount edges { node { _id title localizedCompany { company { name } } } } facets { jobContracts { _id count } jobTypes { _id count } } } }"}', args)
  return wrk.format("POST", "/api/graphql", { ["Content-Type"] = "application/json" }, body)
end
-- The summary line and percentiles every scenario prints.
dofile("benches/load/report.lua")
