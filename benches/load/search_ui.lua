-- wrk script: POST /api/graphql exactly as the /emploi page asks: the UI's SearchJobOffers
-- document (read from LOAD_UI_QUERY, extracted from ui/src/features/search/api/search.ts by
-- run.sh) with variables drawn like search_varied.lua: one or two trade words, a contract half
-- of the time, a region a third of the time, ten offers a page.
dofile("benches/load/words.lua")
local file = assert(io.open(os.getenv("LOAD_UI_QUERY"), "r"))
local document = file:read("*a"):gsub("%s+", " "):gsub('"', '\\"')
file:close()
request = function()
  local terms = search_terms(" ")
  local variables = string.format('"search":"%s","nb_items":10', terms)
  if math.random(2) == 1 then variables = variables .. string.format(',"job_contracts":["%s"]', contract) end
  if math.random(3) == 1 then
    variables = variables .. string.format(',"localization_list":["{\\"type\\":\\"REGION\\",\\"id\\":%s}"]', region)
  end
  local body = string.format('{"query":"%s","variables":{%s}}', document, variables)
  return wrk.format("POST", "/api/graphql", { ["Content-Type"] = "application/json" }, body)
end
-- The summary line and percentiles every scenario prints.
dofile("benches/load/report.lua")
