//! What the table tests share: walking a data file of hand-computed cases.

/// Runs `check` on every case line of `text` (blank lines and `#` comments
/// skipped); returns how many cases there were and one message per failure,
/// naming `name` and the line.
pub fn run_cases(name: &str, text: &str, check: impl Fn(&str) -> Result<(), String>) -> (usize, Vec<String>) {
    let mut failures = Vec::new();
    let mut cases = 0;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        cases += 1;
        if let Err(e) = check(line) {
            failures.push(format!("{name}:{}: {e}\n    {line}", i + 1));
        }
    }
    (cases, failures)
}
