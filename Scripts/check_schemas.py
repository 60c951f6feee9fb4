#!/usr/bin/env python3
"""Validates files against motionspec's JSON Schemas (schemas/), with python's jsonschema.

  check_schemas.py catalogue FILE...     YAML catalogues against motion-tokens.schema.json
  check_schemas.py policy FILE...        .motionspec.yml files against motionspec-policy.schema.json
  check_schemas.py spring FILE...        every com.motionspec.spring payload in DTCG JSON files
  check_schemas.py sequence FILE...      every com.motionspec.sequence payload in DTCG JSON files, and
                                         every sequence under the root's com.motionspec.sequences, against
                                         motion-tokens.schema.json's definition of a sequence
  check_schemas.py reject KIND TEXT      exits 0 only when TEXT (YAML or JSON) is refused by KIND's schema

Prints one line per file and "schemas: N passed, N failed"; exits 1 when any failed.
"""
import json
import os
import re
import sys

import jsonschema
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
SCHEMAS = {
    "catalogue": "motion-tokens.schema.json",
    "policy": "motionspec-policy.schema.json",
    "spring": "com.motionspec.spring.schema.json",
}


def validator(kind):
    name = SCHEMAS["catalogue" if kind == "sequence" else kind]
    with open(os.path.join(HERE, "..", "schemas", name), encoding="utf-8") as f:
        schema = json.load(f)
    if kind == "sequence":
        # One sequence, as the catalogue's schema defines it (its keyframes and tracks with it).
        schema = {"$schema": schema.get("$schema"), "$ref": "#/$defs/sequence", "$defs": schema["$defs"]}
    cls = jsonschema.validators.validator_for(schema)
    cls.check_schema(schema)
    return cls(schema)


class Yaml12Loader(yaml.SafeLoader):
    """YAML 1.2's core schema, as motionspec (Yams) and editors read it: `off`, `on`, `yes` and
    `no` are strings (PyYAML reads YAML 1.1, where they are booleans)."""


Yaml12Loader.yaml_implicit_resolvers = {
    key: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:bool"]
    for key, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}
Yaml12Loader.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF"))


def load(text):
    return yaml.load(text, Loader=Yaml12Loader)


def quote_expressions(text):
    """motionspec's YAML takes motion expressions unquoted (`heavy: .spring(duration: 0.55)`),
    whose `label: value` pairs plain YAML would read as mappings: quote them as motionspec does
    before YAML reads the file (an expression starts with `.`, `Spring`, `Animation`, `{`, or is a
    platform's call)."""
    starts = (".", "Spring", "Animation", "{", "spring(", "tween(", "Curves.", "Cubic(", "config.")
    out = []
    for line in text.split("\n"):
        # A keyframe in a track's list: `- SpringKeyframe(1, spring: .snappy)`.
        keyframe = re.match(r"^([ ]*-[ ]+)((?:Spring|Cubic|Linear|Move)Keyframe\(.*)$", line)
        if keyframe:
            body, _, comment = keyframe.group(2).partition(" #")
            out.append(keyframe.group(1) + "'" + body.rstrip().replace("'", "''") + "'" + (" #" + comment if comment else ""))
            continue
        match = re.match(r"^([ -]*[^:#'\"]+:[ ]+)(.*)$", line)
        # A stagger's flow mapping is YAML, not a platform's motion.
        if match and match.group(1).strip(" -").startswith("stagger:"):
            match = None
        value = match.group(2) if match else ""
        if match and (value.startswith(starts) or ("(" in value and not value.startswith(("'", '"', "[", "|", ">")))):
            body, _, comment = match.group(2).partition(" #")
            line = match.group(1) + "'" + body.rstrip().replace("'", "''") + "'" + (" #" + comment if comment else "")
        out.append(line)
    return "\n".join(out)


def springs(node):
    if isinstance(node, dict):
        extensions = node.get("$extensions")
        if isinstance(extensions, dict) and "com.motionspec.spring" in extensions:
            yield extensions["com.motionspec.spring"]
        for value in node.values():
            yield from springs(value)
    elif isinstance(node, list):
        for value in node:
            yield from springs(value)


def sequences(node, root=True):
    """Each sequence of a DTCG file: a group's com.motionspec.sequence, and the leaves (objects
    with tracks or then) of the root's com.motionspec.sequences."""
    def leaves(group):
        if isinstance(group, dict):
            if "tracks" in group or "then" in group:
                yield group
            else:
                for value in group.values():
                    yield from leaves(value)
    if isinstance(node, dict):
        extensions = node.get("$extensions")
        if isinstance(extensions, dict):
            if "com.motionspec.sequence" in extensions:
                yield extensions["com.motionspec.sequence"]
            if root and "com.motionspec.sequences" in extensions:
                yield from leaves(extensions["com.motionspec.sequences"])
        for key, value in node.items():
            if key != "$extensions":
                yield from sequences(value, root=False)


def main():
    kind, rest = sys.argv[1], sys.argv[2:]
    if kind == "reject":
        text = quote_expressions(rest[1]) if rest[0] == "catalogue" else rest[1]
        errors = list(validator(rest[0]).iter_errors(load(text)))
        print("refused: " + "; ".join(e.message for e in errors) if errors else "accepted")
        return 0 if errors else 1
    check = validator(kind)
    passed = failed = 0
    for path in rest:
        with open(path, encoding="utf-8-sig") as f:
            text = f.read()
        if kind == "spring":
            documents = list(springs(json.loads(text)))
        elif kind == "sequence":
            documents = list(sequences(json.loads(text)))
        else:
            documents = [load(quote_expressions(text) if kind == "catalogue" else text)]
        errors = [e for d in documents for e in check.iter_errors(d)]
        if errors:
            failed += 1
            print("FAIL %s: %s" % (path, "; ".join(e.message for e in errors[:3])))
        else:
            passed += 1
            print("ok   %s (%d)" % (path, len(documents)))
    print("schemas: %d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
