//! A small JSON reader and writer for the score sheet's store and files.
//! The app carries this instead of serde_json: the sheet's JSON is a few
//! objects of whole numbers and strings, and the bundle has a size budget
//! (issue 3: 150 KB gzip). Numbers are whole numbers only.

use std::fmt::Write as _;

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Json {
    Null,
    Bool(bool),
    Int(i64),
    Str(String),
    Arr(Vec<Json>),
    /// Keys in file order.
    Obj(Vec<(String, Json)>),
}

/// Parses one JSON text; trailing text other than whitespace is an error.
pub fn parse(text: &str) -> Result<Json, String> {
    let mut p = Parser { b: text.as_bytes(), i: 0, depth: 0 };
    let v = p.value()?;
    p.ws();
    if p.i != p.b.len() {
        return Err(p.err());
    }
    Ok(v)
}

struct Parser<'a> {
    b: &'a [u8],
    i: usize,
    depth: usize,
}

impl Parser<'_> {
    /// Where the text stops being sheet JSON (whole numbers only).
    fn err(&self) -> String {
        format!("not valid JSON (whole numbers only) at byte {}", self.i)
    }
    fn ws(&mut self) {
        while self.i < self.b.len() && matches!(self.b[self.i], b' ' | b'\t' | b'\n' | b'\r') {
            self.i += 1;
        }
    }
    fn eat(&mut self, c: u8) -> bool {
        self.ws();
        if self.b.get(self.i) == Some(&c) {
            self.i += 1;
            true
        } else {
            false
        }
    }
    fn word(&mut self, w: &str, v: Json) -> Result<Json, String> {
        if self.b[self.i..].starts_with(w.as_bytes()) {
            self.i += w.len();
            Ok(v)
        } else {
            Err(self.err())
        }
    }
    fn value(&mut self) -> Result<Json, String> {
        self.ws();
        // Deep nesting is no sheet; refuse it rather than recurse without end.
        if self.depth > 32 {
            return Err(self.err());
        }
        match self.b.get(self.i) {
            None => Err(self.err()),
            Some(b'n') => self.word("null", Json::Null),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'"') => self.string().map(Json::Str),
            Some(b'[') => {
                self.i += 1;
                self.depth += 1;
                let mut items = Vec::new();
                if !self.eat(b']') {
                    loop {
                        items.push(self.value()?);
                        if self.eat(b']') {
                            break;
                        }
                        if !self.eat(b',') {
                            return Err(self.err());
                        }
                    }
                }
                self.depth -= 1;
                Ok(Json::Arr(items))
            }
            Some(b'{') => {
                self.i += 1;
                self.depth += 1;
                let mut fields = Vec::new();
                if !self.eat(b'}') {
                    loop {
                        self.ws();
                        if self.b.get(self.i) != Some(&b'"') {
                            return Err(self.err());
                        }
                        let k = self.string()?;
                        if !self.eat(b':') {
                            return Err(self.err());
                        }
                        fields.push((k, self.value()?));
                        if self.eat(b'}') {
                            break;
                        }
                        if !self.eat(b',') {
                            return Err(self.err());
                        }
                    }
                }
                self.depth -= 1;
                Ok(Json::Obj(fields))
            }
            Some(b'-' | b'0'..=b'9') => {
                let start = self.i;
                self.i += 1;
                while self.i < self.b.len() && self.b[self.i].is_ascii_digit() {
                    self.i += 1;
                }
                if matches!(self.b.get(self.i), Some(b'.' | b'e' | b'E')) {
                    return Err(self.err());
                }
                std::str::from_utf8(&self.b[start..self.i])
                    .ok()
                    .and_then(|s| s.parse().ok())
                    .map(Json::Int)
                    .ok_or_else(|| self.err())
            }
            Some(_) => Err(self.err()),
        }
    }
    fn string(&mut self) -> Result<String, String> {
        self.i += 1;
        let mut out = String::new();
        loop {
            let start = self.i;
            while self.i < self.b.len() && !matches!(self.b[self.i], b'"' | b'\\') && self.b[self.i] >= 0x20 {
                self.i += 1;
            }
            out.push_str(std::str::from_utf8(&self.b[start..self.i]).map_err(|_| self.err())?);
            match self.b.get(self.i) {
                Some(b'"') => {
                    self.i += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    let c = *self.b.get(self.i + 1).ok_or_else(|| self.err())?;
                    self.i += 2;
                    match c {
                        b'"' => out.push('"'),
                        b'\\' => out.push('\\'),
                        b'/' => out.push('/'),
                        b'b' => out.push('\u{8}'),
                        b'f' => out.push('\u{c}'),
                        b'n' => out.push('\n'),
                        b'r' => out.push('\r'),
                        b't' => out.push('\t'),
                        b'u' => {
                            let mut code = self.hex4()?;
                            // A surrogate pair encodes one character beyond the BMP.
                            if (0xD800..0xDC00).contains(&code) && self.b[self.i..].starts_with(b"\\u") {
                                self.i += 2;
                                let low = self.hex4()?;
                                code = 0x10000 + ((code - 0xD800) << 10) + (low.wrapping_sub(0xDC00) & 0x3FF);
                            }
                            out.push(char::from_u32(code).unwrap_or('\u{FFFD}'));
                        }
                        _ => return Err(self.err()),
                    }
                }
                _ => return Err(self.err()),
            }
        }
    }
    fn hex4(&mut self) -> Result<u32, String> {
        let h = self.b.get(self.i..self.i + 4).and_then(|h| std::str::from_utf8(h).ok()).and_then(|h| u32::from_str_radix(h, 16).ok());
        self.i += 4;
        h.ok_or_else(|| self.err())
    }
}

/// Writes `s` as a JSON string.
pub fn write_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Reading an object field by field; every key must be known.
pub struct Fields<'a> {
    what: &'a str,
    fields: &'a [(String, Json)],
}

impl<'a> Fields<'a> {
    /// The fields of an object that may only have `known` keys.
    pub fn of(v: &'a Json, what: &'a str, known: &[&str]) -> Result<Fields<'a>, String> {
        let Json::Obj(fields) = v else { return Err(format!("{what}: expected an object")) };
        if let Some((k, _)) = fields.iter().find(|(k, _)| !known.contains(&k.as_str())) {
            return Err(format!("{what}: unknown field '{k}'"));
        }
        Ok(Fields { what, fields })
    }
    pub fn get(&self, key: &str) -> Option<&'a Json> {
        self.fields.iter().find(|(k, _)| k == key).map(|(_, v)| v).filter(|v| **v != Json::Null)
    }
    fn need(&self, key: &str) -> Result<&'a Json, String> {
        self.get(key).ok_or_else(|| format!("{}: missing field '{key}'", self.what))
    }
    fn bad(&self, key: &str, want: &str) -> String {
        format!("{}: '{key}' must be {want}", self.what)
    }
    pub fn string(&self, key: &str) -> Result<String, String> {
        match self.need(key)? {
            Json::Str(s) => Ok(s.clone()),
            _ => Err(self.bad(key, "a string")),
        }
    }
    pub fn opt_string(&self, key: &str) -> Result<Option<String>, String> {
        self.get(key).map(|_| self.string(key)).transpose()
    }
    pub fn uint(&self, key: &str) -> Result<usize, String> {
        as_uint(self.need(key)?).ok_or_else(|| self.bad(key, "a whole number, 0 or more"))
    }
    pub fn opt_uint(&self, key: &str) -> Result<Option<usize>, String> {
        self.get(key).map(|_| self.uint(key)).transpose()
    }
    pub fn flag(&self, key: &str) -> Result<bool, String> {
        match self.get(key) {
            None => Ok(false),
            Some(Json::Bool(b)) => Ok(*b),
            _ => Err(self.bad(key, "true or false")),
        }
    }
    pub fn array(&self, key: &str) -> Result<&'a [Json], String> {
        match self.need(key)? {
            Json::Arr(a) => Ok(a),
            _ => Err(self.bad(key, "a list")),
        }
    }
    pub fn opt_array(&self, key: &str) -> Result<&'a [Json], String> {
        self.get(key).map_or(Ok(&[][..]), |_| self.array(key))
    }
    pub fn uints(&self, key: &str) -> Result<Vec<usize>, String> {
        self.opt_array(key)?.iter().map(|v| as_uint(v).ok_or_else(|| self.bad(key, "a list of whole numbers"))).collect()
    }
}

fn as_uint(v: &Json) -> Option<usize> {
    match v {
        Json::Int(n) if *n >= 0 && *n <= u32::MAX as i64 => Some(*n as usize),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_it_writes() {
        let mut s = String::new();
        write_str(&mut s, "Dirk \"jr\" \\ <b>\n\u{1}é");
        assert_eq!(s, r#""Dirk \"jr\" \\ <b>\n\u0001é""#);
        assert_eq!(parse(&s).unwrap(), Json::Str("Dirk \"jr\" \\ <b>\n\u{1}é".into()));
        let v = parse(r#" {"a":[1,-2,null,true],"b":{"c":"\u00e9\ud83c\udc04"}} "#).unwrap();
        let f = Fields::of(&v, "x", &["a", "b"]).unwrap();
        assert_eq!(f.array("a").unwrap().len(), 4);
        assert_eq!(Fields::of(f.get("b").unwrap(), "b", &["c"]).unwrap().string("c").unwrap(), "é🀄");
    }

    #[test]
    fn refuses_what_is_no_sheet_json() {
        for bad in ["", "{", "[1,]", "{\"a\" 1}", "1.5", "1e3", "\"abc", "{} x", "tru", &"[".repeat(100)] {
            assert!(parse(bad).is_err(), "{bad}");
        }
        let v = parse(r#"{"a":1,"zz":2}"#).unwrap();
        assert_eq!(Fields::of(&v, "game", &["a"]).err().unwrap(), "game: unknown field 'zz'");
        let f = Fields::of(&v, "game", &["a", "zz", "n"]).unwrap();
        assert_eq!(f.string("a").unwrap_err(), "game: 'a' must be a string");
        assert_eq!(f.uint("n").unwrap_err(), "game: missing field 'n'");
    }
}
