//! API-Platform identifiers: a resource is named by its IRI (`/api/job_offers/12`);
//! arguments accept the IRI or the bare number.

use async_graphql::ID;

use crate::error::AppError;

pub fn iri(resource: &str, id: i64) -> ID {
    ID(format!("/api/{resource}/{id}"))
}

/// The numeric id of `value`, which is `/api/{resource}/{id}` or `{id}`.
pub fn parse_iri(resource: &str, value: &str) -> Result<i64, AppError> {
    let number = match value.strip_prefix("/api/") {
        Some(rest) => rest
            .strip_prefix(resource)
            .and_then(|r| r.strip_prefix('/'))
            .ok_or_else(|| AppError::invalid_id(value))?,
        None => value,
    };
    number.parse().map_err(|_| AppError::invalid_id(value))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_iri_and_a_bare_number_name_the_same_resource() {
        assert_eq!(iri("job_types", 4).0, "/api/job_types/4");
        assert_eq!(parse_iri("job_types", "/api/job_types/4").ok(), Some(4));
        assert_eq!(parse_iri("job_types", "4").ok(), Some(4));
    }

    #[test]
    fn an_iri_of_another_resource_is_refused() {
        assert!(parse_iri("job_types", "/api/job_salaries/4").is_err());
        assert!(parse_iri("job_types", "/api/job_types/abc").is_err());
    }
}
