//! Why an offer is recommended, in French: at least two reasons on every card (issue 56).
//! From the strongest: her trade (« tapissier »), the distance to her town (« à 12 km de
//! Lyon »), her pay floor (« au-dessus de votre salaire plancher »), what it is like
//! (« proche de vos candidatures »), the contract, and how fresh it is; the contract and the
//! freshness always exist, so two reasons always do.

use chrono::{DateTime, Utc};
use ensemblier_index::{LikingSource, Recommended};

use super::Preferences;
use crate::{filters::JobFilters, offers::read::OfferCard};

/// The most reasons a card shows.
pub const MOST: usize = 4;

/// What the words of a card read.
pub struct Words<'a> {
    pub filters: &'a JobFilters,
    pub preferences: &'a Preferences,
    /// The name of each of her towns, in the order of the circles.
    pub towns: &'a [String],
    pub now: DateTime<Utc>,
}

/// « de Lyon », « d'Annecy », « du Mans », « des Sables-d'Olonne ».
pub fn of_town(name: &str) -> String {
    if let Some(rest) = name.strip_prefix("Le ") {
        return format!("du {rest}");
    }
    if let Some(rest) = name.strip_prefix("Les ") {
        return format!("des {rest}");
    }
    let elides = name
        .chars()
        .next()
        .is_some_and(|c| "AEIOUYHÀÂÉÈÊÎÏÔÛaeiouyhéèêîôû".contains(c));
    if elides {
        format!("d'{name}")
    } else {
        format!("de {name}")
    }
}

/// « publiée aujourd'hui », « publiée hier », « publiée il y a 3 jours ».
fn freshness(published: DateTime<Utc>, now: DateTime<Utc>) -> String {
    match (now - published).num_days() {
        ..=0 => "publiée aujourd'hui".to_owned(),
        1 => "publiée hier".to_owned(),
        days @ 2..=30 => format!("publiée il y a {days} jours"),
        _ => format!("publiée le {}", crate::french::date(published)),
    }
}

/// A trade as a reason: its first form, lowercase (« Tapissier décorateur / Tapissière
/// décoratrice » → « tapissier décorateur », « Ébéniste » → « ébéniste »).
fn trade(name: &str) -> String {
    let first = name.split(" / ").next().unwrap_or(name);
    let mut chars = first.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

impl Words<'_> {
    pub fn of(&self, found: &Recommended, card: &OfferCard) -> Vec<String> {
        let mut reasons = Vec::new();
        if found.trade {
            if let Some(position) = self.filters.position(card.job_position_id) {
                reasons.push(trade(&position.name));
            }
        }
        if let Some((circle, metres)) = found.near {
            let town = self
                .towns
                .get(circle)
                .map(String::as_str)
                .unwrap_or_default();
            let km = (metres + 500) / 1_000;
            reasons.push(if km == 0 {
                format!("à {town}")
            } else {
                format!("à {km} km {}", of_town(town))
            });
        }
        if let Some(floor) = self.preferences.pay_floor {
            reasons.push(if i64::from(found.pay_min) >= floor.annual_euros() {
                "au-dessus de votre salaire plancher".to_owned()
            } else {
                "atteint votre salaire plancher".to_owned()
            });
        }
        // The index vetoed the offers starting in a month before hers; the day is read here.
        if let (Some(available), Some(training)) =
            (self.preferences.available_from, card.training.as_ref())
        {
            if training.starts_on >= available {
                reasons.push("disponible à la date de début".to_owned());
            }
        }
        if found.like.contains(&LikingSource::Applications) {
            reasons.push("proche de vos candidatures".to_owned());
        } else if found.like.contains(&LikingSource::Favorites) {
            reasons.push("proche de vos favoris".to_owned());
        } else if !found.trade && found.like.contains(&LikingSource::Trades) {
            reasons.push("proche de vos métiers".to_owned());
        }
        if let Some(contract) = self.filters.contract(card.job_contract_id) {
            reasons.push(if self.preferences.contract_ids.is_empty() {
                contract.name.clone()
            } else {
                format!("en {} comme vous le souhaitez", contract.name)
            });
        }
        let published = card.starts_at.unwrap_or(card.created_at);
        reasons.push(freshness(published, self.now));
        reasons.truncate(MOST.max(2));
        reasons
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn towns_take_their_article() {
        assert_eq!(of_town("Lyon"), "de Lyon");
        assert_eq!(of_town("Annecy"), "d'Annecy");
        assert_eq!(of_town("Le Mans"), "du Mans");
        assert_eq!(of_town("Les Sables-d'Olonne"), "des Sables-d'Olonne");
        assert_eq!(of_town("Évreux"), "d'Évreux");
    }

    #[test]
    fn a_trade_reads_in_its_first_form() {
        assert_eq!(
            trade("Tapissier décorateur / Tapissière décoratrice"),
            "tapissier décorateur"
        );
        assert_eq!(trade("Ébéniste"), "ébéniste");
    }

    #[test]
    fn freshness_in_days() {
        let now = DateTime::parse_from_rfc3339("2026-12-03T12:00:00Z")
            .expect("a time")
            .with_timezone(&Utc);
        assert_eq!(freshness(now, now), "publiée aujourd'hui");
        assert_eq!(
            freshness(now - chrono::Duration::days(1), now),
            "publiée hier"
        );
        assert_eq!(
            freshness(now - chrono::Duration::days(3), now),
            "publiée il y a 3 jours"
        );
    }
}
