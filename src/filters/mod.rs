//! The job filters of the trades: contracts, job types, salary intervals and the
//! three-level position tree. Reference data, small and fixed between seeds, so it is
//! loaded once and held in memory (search facets need it on every query).

use std::collections::HashMap;

use sqlx::PgPool;

pub mod legal_pay;
pub mod minimum_wage;
pub mod seed;

pub use legal_pay::{InternshipAllowance, PayShare};
pub use minimum_wage::MinimumWage;

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct JobContract {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub free_publication: bool,
    pub employment_type: String,
    /// The SMIC binds its offers' pay (`offers::pay`).
    pub minimum_wage: bool,
}

/// A diploma a training offer prepares (« Diplôme préparé »), with its RNCP level.
#[derive(Clone, Debug, sqlx::FromRow)]
pub struct Diploma {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub rncp_level: i16,
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct JobType {
    pub id: i64,
    pub code: String,
    pub name: String,
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct JobSalary {
    pub id: i64,
    pub code: String,
    pub interval_label: String,
    pub min_annual: Option<i32>,
    pub max_annual: Option<i32>,
}

#[derive(Clone, Debug, sqlx::FromRow)]
pub struct JobPosition {
    pub id: i64,
    pub code: String,
    pub name: String,
    pub parent_id: Option<i64>,
    pub depth: i16,
    /// A job's name in the plural (« ébénistes »): it has a salary barometer (`salaries`).
    pub plural_name: Option<String>,
}

/// Every filter option, in display order.
#[derive(Debug, Default)]
pub struct JobFilters {
    pub contracts: Vec<JobContract>,
    pub types: Vec<JobType>,
    pub salaries: Vec<JobSalary>,
    /// Depth-first: each family, then its groups, each followed by its jobs.
    pub positions: Vec<JobPosition>,
    position_index: HashMap<i64, usize>,
    /// The SMIC by the day each value applies from (`offers::pay`).
    pub minimum_wages: Vec<MinimumWage>,
    /// The diplomas training offers prepare, in display order.
    pub diplomas: Vec<Diploma>,
    /// The apprentices' and professionalisation contracts' shares of the SMIC, dated.
    pub pay_shares: Vec<PayShare>,
    /// The internships' least allowance per hour, dated.
    pub internship_allowances: Vec<InternshipAllowance>,
}

impl JobFilters {
    pub async fn load(pool: &PgPool) -> sqlx::Result<Self> {
        let contracts = sqlx::query_as!(
            JobContract,
            "SELECT id, code, name, free_publication, employment_type, minimum_wage FROM job_contracts
             ORDER BY sort_order, id"
        )
        .fetch_all(pool)
        .await?;
        let types = sqlx::query_as!(
            JobType,
            "SELECT id, code, name FROM job_types ORDER BY sort_order, id"
        )
        .fetch_all(pool)
        .await?;
        let salaries = sqlx::query_as!(
            JobSalary,
            "SELECT id, code, interval_label, min_annual, max_annual FROM job_salaries
             ORDER BY sort_order, id"
        )
        .fetch_all(pool)
        .await?;
        let positions = sqlx::query_as!(
            JobPosition,
            "SELECT id, code, name, parent_id, depth, plural_name FROM job_positions ORDER BY sort_order, id"
        )
        .fetch_all(pool)
        .await?;
        let minimum_wages = sqlx::query_as!(
            MinimumWage,
            "SELECT valid_from, hourly_cents, monthly_cents FROM minimum_wages ORDER BY valid_from"
        )
        .fetch_all(pool)
        .await?;
        let diplomas = sqlx::query_as!(
            Diploma,
            "SELECT id, code, name, rncp_level FROM diplomas ORDER BY sort_order, id"
        )
        .fetch_all(pool)
        .await?;
        let pay_shares = sqlx::query_as!(
            PayShare,
            "SELECT valid_from, contract_code, age_from, age_to, contract_year, share_percent
             FROM legal_pay_shares ORDER BY valid_from, contract_code, age_from, contract_year"
        )
        .fetch_all(pool)
        .await?;
        let internship_allowances = sqlx::query_as!(
            InternshipAllowance,
            "SELECT valid_from, hourly_cents FROM internship_allowances ORDER BY valid_from"
        )
        .fetch_all(pool)
        .await?;
        Ok(Self {
            minimum_wages,
            diplomas,
            pay_shares,
            internship_allowances,
            ..Self::new(contracts, types, salaries, positions)
        })
    }

    pub fn new(
        contracts: Vec<JobContract>,
        types: Vec<JobType>,
        salaries: Vec<JobSalary>,
        positions: Vec<JobPosition>,
    ) -> Self {
        let positions = depth_first(positions);
        let position_index = positions
            .iter()
            .enumerate()
            .map(|(i, p)| (p.id, i))
            .collect();
        Self {
            contracts,
            types,
            salaries,
            positions,
            position_index,
            minimum_wages: Vec::new(),
            diplomas: Vec::new(),
            pay_shares: Vec::new(),
            internship_allowances: Vec::new(),
        }
    }

    /// The SMIC in force today (Paris), if the reference data has one.
    pub fn minimum_wage_today(&self) -> Option<&MinimumWage> {
        MinimumWage::in_force(&self.minimum_wages, today())
    }

    pub fn diploma(&self, id: i64) -> Option<&Diploma> {
        self.diplomas.iter().find(|d| d.id == id)
    }

    pub fn contract(&self, id: i64) -> Option<&JobContract> {
        self.contracts.iter().find(|c| c.id == id)
    }

    pub fn job_type(&self, id: i64) -> Option<&JobType> {
        self.types.iter().find(|t| t.id == id)
    }

    pub fn salary(&self, id: i64) -> Option<&JobSalary> {
        self.salaries.iter().find(|s| s.id == id)
    }

    pub fn position(&self, id: i64) -> Option<&JobPosition> {
        self.position_index.get(&id).map(|&i| &self.positions[i])
    }

    pub fn children_of(&self, id: i64) -> impl Iterator<Item = &JobPosition> {
        self.positions
            .iter()
            .filter(move |p| p.parent_id == Some(id))
    }

    /// The position and every position above it, nearest first: what an offer is indexed
    /// under, so a search on a family finds its jobs.
    pub fn with_ancestors(&self, id: i64) -> Vec<i64> {
        let mut chain = vec![id];
        let mut current = self.position(id).and_then(|p| p.parent_id);
        while let Some(parent) = current.filter(|p| !chain.contains(p)) {
            chain.push(parent);
            current = self.position(parent).and_then(|p| p.parent_id);
        }
        chain
    }

    /// The position and everything below it: what a search on a position covers.
    pub fn with_descendants(&self, id: i64) -> Vec<i64> {
        let mut found = vec![id];
        let mut next = 0;
        while next < found.len() {
            let parent = found[next];
            found.extend(self.children_of(parent).map(|p| p.id));
            next += 1;
        }
        found
    }
}

/// Today at Paris: the day dated reference data is read for.
pub fn today() -> chrono::NaiveDate {
    chrono::Utc::now()
        .with_timezone(&chrono_tz::Europe::Paris)
        .date_naive()
}

/// Orders positions as a tree is read: a parent, then its children (each with theirs),
/// keeping the given order among siblings.
fn depth_first(positions: Vec<JobPosition>) -> Vec<JobPosition> {
    fn visit(parent: Option<i64>, all: &[JobPosition], out: &mut Vec<JobPosition>) {
        for p in all.iter().filter(|p| p.parent_id == parent) {
            out.push(p.clone());
            visit(Some(p.id), all, out);
        }
    }
    let mut ordered = Vec::with_capacity(positions.len());
    visit(None, &positions, &mut ordered);
    ordered
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(id: i64, parent_id: Option<i64>, depth: i16) -> JobPosition {
        JobPosition {
            id,
            code: format!("p{id}"),
            name: format!("P{id}"),
            parent_id,
            depth,
            plural_name: None,
        }
    }

    fn filters() -> JobFilters {
        // 1 métiers d'art > 2 ébénisterie > 3 ébéniste, 4 marqueteur; 5 design (no children)
        let positions = vec![
            position(3, Some(2), 3),
            position(5, None, 1),
            position(2, Some(1), 2),
            position(1, None, 1),
            position(4, Some(2), 3),
        ];
        JobFilters::new(vec![], vec![], vec![], positions)
    }

    #[test]
    fn a_family_covers_its_groups_and_their_jobs() {
        let mut ids = filters().with_descendants(1);
        ids.sort();
        assert_eq!(ids, [1, 2, 3, 4]);
    }

    #[test]
    fn a_job_is_filed_under_its_group_and_family() {
        assert_eq!(filters().with_ancestors(4), [4, 2, 1]);
        assert_eq!(filters().with_ancestors(5), [5]);
    }

    #[test]
    fn a_job_without_children_covers_only_itself() {
        assert_eq!(filters().with_descendants(3), [3]);
    }

    #[test]
    fn positions_read_as_a_tree() {
        let ids: Vec<_> = filters().positions.iter().map(|p| p.id).collect();
        assert_eq!(ids, [5, 1, 2, 3, 4]);
    }
}
