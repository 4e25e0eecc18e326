-- wrk script: GET an offer's page (the server reads the offer, runs the page's JobOffer and
-- SimilarJobOffers documents and writes its first screen into the HTML), an offer drawn at
-- random among the generated ones (LOAD_OFFERS, 100,000 by default) on each request.
local offers = tonumber(os.getenv("LOAD_OFFERS") or "100000")
math.randomseed(os.time())
request = function()
  return wrk.format("GET", "/emploi/" .. math.random(offers) .. "/offre")
end
-- The summary line and percentiles every scenario prints.
dofile("benches/load/report.lua")
