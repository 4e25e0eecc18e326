-- wrk script: POST /api/graphql with varied public searches (keywords, places, filters).
local queries = {
  '{"query":"{ jobOffers(search: \\"ebeniste\\", nb_items: 10) { totalCount edges { node { _id title localizedCompany { company { name } } } } facets { jobContracts { _id count } } } }"}',
  '{"query":"{ jobOffers(search: \\"tapissier decorateur\\", localization_list: [\\"{\\\\\\"type\\\\\\":\\\\\\"REGION\\\\\\",\\\\\\"id\\\\\\":REGION}\\"], nb_items: 10) { totalCount edges { node { _id title } } facets { jobContracts { _id count } jobTypes { _id count } } } }"}',
  '{"query":"{ jobOffers(search: \\"architecte interieur\\", job_contracts: [\\"CONTRACT\\"], nb_items: 10) { totalCount edges { node { _id title since } } facets { jobSalaries { _id count } } } }"}',
  '{"query":"{ jobOffers(nb_items: 10) { totalCount edges { node { _id title jobOfferAd { urgent } } } facets { jobContracts { _id count } jobPositions { _id count } } } }"}',
  '{"query":"{ jobOffers(search: \\"decoratrices\\", localization_list: [\\"{\\\\\\"type\\\\\\":\\\\\\"DEPARTMENT\\\\\\",\\\\\\"id\\\\\\":DEPARTMENT}\\"], job_contracts: [\\"CONTRACT\\"], nb_items: 10) { totalCount edges { node { _id title } } facets { jobContracts { _id count } jobTypes { _id count } } } }"}',
}
local region = os.getenv("LOAD_REGION") or "1"
local department = os.getenv("LOAD_DEPARTMENT") or "1"
local contract = os.getenv("LOAD_CONTRACT") or "1"
for i, q in ipairs(queries) do
  queries[i] = q:gsub("REGION", region):gsub("DEPARTMENT", department):gsub("CONTRACT", contract)
end
local counter = 0
request = function()
  counter = counter + 1
  local body = queries[(counter % #queries) + 1]
  return wrk.format("POST", "/api/graphql", { ["Content-Type"] = "application/json" }, body)
end
-- The summary line and percentiles every scenario prints.
dofile("benches/load/report.lua")
