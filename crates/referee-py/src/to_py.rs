//! Verdicts turned into Python objects straight from their `Serialize` (issue 37): the dict
//! `json.loads` makes of the CLI's JSON line, key for key in the same order, without writing the
//! line and reading it back, and without importing `json` (and the `re` it brings) in every
//! process that judges.
//!
//! The objects are the ones `json.loads` gives for what `serde_json` writes: a struct or map is a
//! `dict` (keys as `str`), a sequence or tuple a `list`, an integer an `int`, a float a `float`
//! (`None` when it is not finite, as `serde_json` writes `null`), a unit and `None` are `None`, a
//! unit variant its name, and a variant with data `{name: data}`.

use std::fmt;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyString};
use pyo3::IntoPyObjectExt;
use serde::ser::{self, Serialize};

/// The Python object of `value`, as `json.loads(serde_json.to_string(value))` would give it.
pub fn to_py<T: Serialize + ?Sized>(py: Python<'_>, value: &T) -> PyResult<Py<PyAny>> {
    value.serialize(ToPy { py }).map(Bound::unbind).map_err(|e| e.0)
}

/// A Python exception carried through serde.
#[derive(Debug)]
pub struct Error(PyErr);

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl std::error::Error for Error {}

impl ser::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        Error(PyValueError::new_err(msg.to_string()))
    }
}

impl From<PyErr> for Error {
    fn from(e: PyErr) -> Self {
        Error(e)
    }
}

#[derive(Clone, Copy)]
struct ToPy<'py> {
    py: Python<'py>,
}

type Out<'py> = Result<Bound<'py, PyAny>, Error>;

impl<'py> ToPy<'py> {
    fn obj<T: IntoPyObject<'py>>(self, v: T) -> Out<'py> {
        v.into_bound_py_any(self.py).map_err(Error)
    }
}

/// A list being filled.
struct Seq<'py> {
    py: Python<'py>,
    list: Bound<'py, PyList>,
}

/// A dict being filled; `key` waits for its value (`serialize_key` then `serialize_value`).
struct Map<'py> {
    py: Python<'py>,
    dict: Bound<'py, PyDict>,
    key: Option<Bound<'py, PyAny>>,
}

/// A variant with data: `{name: data}` once the data is whole.
struct Variant<'py, C> {
    py: Python<'py>,
    name: &'static str,
    inner: C,
}

/// A dict key as `serde_json` writes one: a string as it is, a number or a `bool` as its text.
fn key<'py>(py: Python<'py>, k: Bound<'py, PyAny>) -> Out<'py> {
    if k.is_instance_of::<PyString>() {
        return Ok(k);
    }
    if k.is_none() {
        return Err(ser::Error::custom("key must be a string"));
    }
    let text = match k.extract::<bool>() {
        Ok(b) => b.to_string(),
        Err(_) => k.str()?.to_string(),
    };
    Ok(PyString::new(py, &text).into_any())
}

fn wrap<'py>(py: Python<'py>, name: &'static str, inner: Bound<'py, PyAny>) -> Out<'py> {
    let dict = PyDict::new(py);
    dict.set_item(name, inner)?;
    Ok(dict.into_any())
}

impl<'py> ser::Serializer for ToPy<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    type SerializeSeq = Seq<'py>;
    type SerializeTuple = Seq<'py>;
    type SerializeTupleStruct = Seq<'py>;
    type SerializeTupleVariant = Variant<'py, Seq<'py>>;
    type SerializeMap = Map<'py>;
    type SerializeStruct = Map<'py>;
    type SerializeStructVariant = Variant<'py, Map<'py>>;

    fn serialize_bool(self, v: bool) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_i8(self, v: i8) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_i16(self, v: i16) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_i32(self, v: i32) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_i64(self, v: i64) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_i128(self, v: i128) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_u8(self, v: u8) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_u16(self, v: u16) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_u32(self, v: u32) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_u64(self, v: u64) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_u128(self, v: u128) -> Out<'py> {
        self.obj(v)
    }
    fn serialize_f32(self, v: f32) -> Out<'py> {
        // serde_json writes an f32 by its shortest text, which Python reads back as that float.
        match v.is_finite() {
            true => self.obj(v.to_string().parse::<f64>().unwrap_or(f64::from(v))),
            false => self.serialize_unit(),
        }
    }
    fn serialize_f64(self, v: f64) -> Out<'py> {
        match v.is_finite() {
            true => self.obj(v),
            false => self.serialize_unit(),
        }
    }
    fn serialize_char(self, v: char) -> Out<'py> {
        self.obj(v.to_string())
    }
    fn serialize_str(self, v: &str) -> Out<'py> {
        Ok(PyString::new(self.py, v).into_any())
    }
    fn serialize_bytes(self, v: &[u8]) -> Out<'py> {
        Ok(PyList::new(self.py, v)?.into_any())
    }
    fn serialize_none(self) -> Out<'py> {
        self.serialize_unit()
    }
    fn serialize_some<T: Serialize + ?Sized>(self, v: &T) -> Out<'py> {
        v.serialize(self)
    }
    fn serialize_unit(self) -> Out<'py> {
        Ok(self.py.None().into_bound(self.py))
    }
    fn serialize_unit_struct(self, _name: &'static str) -> Out<'py> {
        self.serialize_unit()
    }
    fn serialize_unit_variant(self, _name: &'static str, _index: u32, variant: &'static str) -> Out<'py> {
        self.serialize_str(variant)
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _name: &'static str, v: &T) -> Out<'py> {
        v.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        v: &T,
    ) -> Out<'py> {
        wrap(self.py, variant, v.serialize(self)?)
    }
    fn serialize_seq(self, _len: Option<usize>) -> Result<Seq<'py>, Error> {
        Ok(Seq { py: self.py, list: PyList::empty(self.py) })
    }
    fn serialize_tuple(self, len: usize) -> Result<Seq<'py>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_struct(self, _name: &'static str, len: usize) -> Result<Seq<'py>, Error> {
        self.serialize_seq(Some(len))
    }
    fn serialize_tuple_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Variant<'py, Seq<'py>>, Error> {
        Ok(Variant { py: self.py, name: variant, inner: self.serialize_seq(Some(len))? })
    }
    fn serialize_map(self, _len: Option<usize>) -> Result<Map<'py>, Error> {
        Ok(Map { py: self.py, dict: PyDict::new(self.py), key: None })
    }
    fn serialize_struct(self, _name: &'static str, len: usize) -> Result<Map<'py>, Error> {
        self.serialize_map(Some(len))
    }
    fn serialize_struct_variant(
        self,
        _name: &'static str,
        _index: u32,
        variant: &'static str,
        len: usize,
    ) -> Result<Variant<'py, Map<'py>>, Error> {
        Ok(Variant { py: self.py, name: variant, inner: self.serialize_map(Some(len))? })
    }
}

impl<'py> Seq<'py> {
    fn push<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        self.list.append(v.serialize(ToPy { py: self.py })?)?;
        Ok(())
    }
}

impl<'py> ser::SerializeSeq for Seq<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        self.push(v)
    }
    fn end(self) -> Out<'py> {
        Ok(self.list.into_any())
    }
}

impl<'py> ser::SerializeTuple for Seq<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_element<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        self.push(v)
    }
    fn end(self) -> Out<'py> {
        Ok(self.list.into_any())
    }
}

impl<'py> ser::SerializeTupleStruct for Seq<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        self.push(v)
    }
    fn end(self) -> Out<'py> {
        Ok(self.list.into_any())
    }
}

impl<'py> ser::SerializeTupleVariant for Variant<'py, Seq<'py>> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        self.inner.push(v)
    }
    fn end(self) -> Out<'py> {
        wrap(self.py, self.name, self.inner.list.into_any())
    }
}

impl<'py> Map<'py> {
    fn field<T: Serialize + ?Sized>(&mut self, name: &'static str, v: &T) -> Result<(), Error> {
        self.dict.set_item(name, v.serialize(ToPy { py: self.py })?)?;
        Ok(())
    }
}

impl<'py> ser::SerializeMap for Map<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, k: &T) -> Result<(), Error> {
        self.key = Some(key(self.py, k.serialize(ToPy { py: self.py })?)?);
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, v: &T) -> Result<(), Error> {
        let k = self.key.take().ok_or_else(|| <Error as ser::Error>::custom("a map value before its key"))?;
        self.dict.set_item(k, v.serialize(ToPy { py: self.py })?)?;
        Ok(())
    }
    fn end(self) -> Out<'py> {
        Ok(self.dict.into_any())
    }
}

impl<'py> ser::SerializeStruct for Map<'py> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, name: &'static str, v: &T) -> Result<(), Error> {
        self.field(name, v)
    }
    fn end(self) -> Out<'py> {
        Ok(self.dict.into_any())
    }
}

impl<'py> ser::SerializeStructVariant for Variant<'py, Map<'py>> {
    type Ok = Bound<'py, PyAny>;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, name: &'static str, v: &T) -> Result<(), Error> {
        self.inner.field(name, v)
    }
    fn end(self) -> Out<'py> {
        wrap(self.py, self.name, self.inner.dict.into_any())
    }
}
