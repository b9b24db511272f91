//! Numbers in sentences: "1 piece", "2 pieces".

/// `n` followed by the singular or the plural noun: `count(1, "piece", "pieces")` is
/// "1 piece", `count(12, "piece", "pieces")` is "12 pieces".
pub fn count(n: u64, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

#[cfg(test)]
mod tests {
    use super::count;

    #[test]
    fn one_is_singular_everything_else_plural() {
        assert_eq!(count(0, "piece", "pieces"), "0 pieces");
        assert_eq!(count(1, "sequence", "sequences"), "1 sequence");
        assert_eq!(count(405_745, "sequence", "sequences"), "405745 sequences");
    }
}
