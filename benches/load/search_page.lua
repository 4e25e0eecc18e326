-- wrk script: GET /emploi with a search in its URL, the page a candidate opens (or a search
-- engine follows): the server runs the search and writes the first page of results into the
-- HTML (docs/first-screen.md). Words drawn like search_ui.lua: one or two
-- trade words, a contract half of the time, a region a third of the time.
dofile("benches/load/words.lua")
-- LOAD_UNIQUE=1: every URL distinct (a parameter the page ignores), so no written page is kept
-- for a second visitor: the cost of a page written each time.
local unique = os.getenv("LOAD_UNIQUE") == "1"
local counter = 0
request = function()
  local terms = search_terms("+")
  local path = "/emploi?search=" .. terms
  -- The URL names a contract by its id (`contracts=1`), the API by its IRI (LOAD_CONTRACT).
  if math.random(2) == 1 then path = path .. "&contracts=" .. contract:match("(%d+)$") end
  if math.random(3) == 1 then path = path .. "&places=region-" .. region end
  if unique then
    counter = counter + 1
    path = path .. "&v=" .. counter .. "-" .. math.random(1000000000)
  end
  return wrk.format("GET", path)
end
-- The summary line and percentiles every scenario prints.
dofile("benches/load/report.lua")
