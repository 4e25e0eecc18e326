//! The salary barometer's pages (docs/salaries.md), as SalaryBarometerPage.tsx and
//! SalaryTradesPage.tsx show them to a visitor.

use std::net::IpAddr;

use askama::Template;
use serde::Deserialize;
use serde_json::{json, Value};

use super::{answer, french_number, written, FirstScreen, Named, Site};

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Trade {
    name: String,
    family: String,
    path: String,
    ads: i64,
    shown: bool,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Figures {
    median_min: i64,
    median_max: i64,
    quartile_low: i64,
    quartile_high: i64,
}

#[derive(Deserialize)]
struct Cell {
    contract: Named,
    ads: i64,
    figures: Option<Figures>,
}

#[derive(Deserialize)]
struct Region {
    name: String,
    path: String,
    ads: i64,
    shown: bool,
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase")]
struct Barometer {
    title: String,
    updated_on: Option<String>,
    min_ads: i64,
    min_companies: i64,
    cells: Vec<Cell>,
    regions: Vec<Region>,
    /// On a region's page, its name; the page then links to the trade's over all of France.
    region_name: Option<String>,
    trade: TradeLink,
}

/// The trade of a barometer page, for its link.
#[derive(Deserialize)]
struct TradeLink {
    path: String,
}

/// « 12 annonces », as `ads` in the feature's messages.
fn ads(count: i64) -> String {
    match count {
        1 => "1 annonce".to_owned(),
        n => format!("{}\u{a0}annonces", french_number(n)),
    }
}

/// « 30 000 – 36 000 € brut/an ».
fn range(low: i64, high: i64) -> String {
    format!(
        "{}\u{a0}–\u{a0}{}\u{a0}€ brut/an",
        french_number(low),
        french_number(high)
    )
}

impl Cell {
    fn ads(&self) -> String {
        ads(self.ads)
    }
}

impl Figures {
    fn medians(&self) -> String {
        range(self.median_min, self.median_max)
    }
    fn spread(&self) -> String {
        range(self.quartile_low, self.quartile_high)
    }
}

impl Region {
    fn ads(&self) -> String {
        ads(self.ads)
    }
}

impl Trade {
    fn ads(&self) -> String {
        ads(self.ads)
    }
}

#[derive(Template)]
#[template(path = "pages/salaries.html")]
struct BarometerScreen<'a> {
    barometer: &'a Barometer,
    insufficient: &'static str,
}

/// `/salaires/{métier}` (`region` `None`) or `/salaires/{métier}/{région}`.
pub async fn barometer(
    site: &Site<'_>,
    address: Option<IpAddr>,
    trade: &str,
    region: Option<&str>,
) -> FirstScreen {
    let mut variables = json!({ "trade": trade });
    if let (Some(region), Value::Object(fields)) = (region, &mut variables) {
        fields.insert("region".into(), region.into());
    }
    let Some(mut answer) = answer(site, address, "SalaryBarometer", variables).await else {
        return FirstScreen::default();
    };
    let Some(barometer) = answer.read::<Barometer>("salaryBarometer") else {
        return FirstScreen::default();
    };
    written(
        BarometerScreen {
            barometer: &barometer,
            insufficient: crate::salaries::INSUFFICIENT,
        }
        .render(),
        vec![answer.inlined()],
    )
}

/// The trades of one family, for the index page.
struct Family {
    name: String,
    trades: Vec<Trade>,
}

#[derive(Template)]
#[template(path = "pages/salary_trades.html")]
struct TradesScreen {
    families: Vec<Family>,
    insufficient: &'static str,
}

/// `/salaires`: every trade, by family.
pub async fn trades(site: &Site<'_>, address: Option<IpAddr>) -> FirstScreen {
    let Some(mut answer) = answer(site, address, "SalaryTrades", json!({})).await else {
        return FirstScreen::default();
    };
    let Some(trades) = answer.read::<Vec<Trade>>("salaryTrades") else {
        return FirstScreen::default();
    };
    let mut families: Vec<Family> = Vec::new();
    for trade in trades {
        match families.last_mut() {
            Some(family) if family.name == trade.family => family.trades.push(trade),
            _ => families.push(Family {
                name: trade.family.clone(),
                trades: vec![trade],
            }),
        }
    }
    written(
        TradesScreen {
            families,
            insufficient: crate::salaries::INSUFFICIENT,
        }
        .render(),
        vec![answer.inlined()],
    )
}
