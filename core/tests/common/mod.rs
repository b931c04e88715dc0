//! What the table tests share: walking a data file of hand-computed cases.

/// Runs `check` on every case line of `text` (blank lines and `#` comments
/// skipped); returns how many cases there were and one message per failure,
/// naming `name` and the line.
#[allow(dead_code)] // Not every test file that shares this module reads cases.
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

/// A test's input (a file outside the project, a program) is absent.
/// Under CI (`CI=true`) that fails the test: CI never passes a test that
/// checked nothing (issue 48). Elsewhere it is said and counted: a line in
/// `target/skipped-tests.txt`, which `scripts/test.sh` prints at its end.
#[allow(dead_code)] // Not every test file that shares this module skips.
pub fn absent(test: &str, what: &str) {
    if std::env::var("CI").is_ok_and(|v| v == "true") {
        panic!("{test}: {what} is absent, and under CI a test never passes without its input");
    }
    eprintln!("skipped: {test}: {what} is absent");
    let file = concat!(env!("CARGO_MANIFEST_DIR"), "/../target/skipped-tests.txt");
    if let Ok(mut f) = std::fs::OpenOptions::new().create(true).append(true).open(file) {
        let _ = std::io::Write::write_all(&mut f, format!("{test}: {what} is absent\n").as_bytes());
    }
}
