#!/usr/bin/env python3
"""Drives `motionspec lsp` with a real Language Server Protocol client (PyPI `pygls`).

The steps come as a JSON list; each is run in order and its answer recorded:
  {"op": "open", "file": F}                 didOpen with the file's text, then its diagnostics
  {"op": "change", "file": F, "text": T}    didChange (the whole text), then its diagnostics
  {"op": "hover" | "completion" | "definition" | "references", "file": F, "line": L, "character": C}
  {"op": "symbols", "file": F}
  {"op": "codeAction", "file": F, "line": L}   code actions for line L
  {"op": "request", "method": M, "params": P}  any request (an unknown method, a file outside)
Files are relative to ROOT (the server's --root and working folder); an absolute file is used as is.

Usage: check_lsp.py MOTIONSPEC ROOT STEPS_JSON [-- SERVER_ARGS...]
It prints one JSON object: {"initialize": ..., "steps": [...], "exit": status}.
"""
import asyncio
import json
import os
import sys

from lsprotocol import types
from pygls.lsp.client import LanguageClient


def uri_of(root, file):
    path = file if os.path.isabs(file) else os.path.join(root, file)
    return "file://" + path


async def main():
    motionspec, root, steps_json = sys.argv[1:4]
    server_args = sys.argv[5:] if len(sys.argv) > 4 and sys.argv[4] == "--" else []
    steps = json.loads(steps_json)
    client = LanguageClient("check-lsp", "1")
    diagnostics = {}
    arrived = asyncio.Event()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    def published(params):
        diagnostics[params.uri] = (params.version, params.diagnostics)
        arrived.set()

    await client.start_io(motionspec, "lsp", *server_args, "--root", root, cwd=root)
    init = await client.initialize_async(types.InitializeParams(
        process_id=os.getpid(), root_uri="file://" + root, capabilities=types.ClientCapabilities()))
    client.initialized(types.InitializedParams())
    convert = client.protocol._converter
    out = {"initialize": convert.unstructure(init), "steps": []}
    versions = {}

    async def wait_diagnostics(uri, version):
        for _ in range(200):
            got = diagnostics.get(uri)
            if got is not None and (got[0] is None or got[0] >= version):
                return [convert.unstructure(d) for d in got[1]]
            arrived.clear()
            try:
                await asyncio.wait_for(arrived.wait(), 0.2)
            except asyncio.TimeoutError:
                pass
        return None

    for step in steps:
        op = step["op"]
        uri = uri_of(root, step["file"]) if "file" in step else None
        doc = types.TextDocumentIdentifier(uri=uri) if uri else None
        pos = types.Position(line=step.get("line", 0), character=step.get("character", 0))
        try:
            if op == "open":
                path = step["file"] if os.path.isabs(step["file"]) else os.path.join(root, step["file"])
                with open(path, encoding="utf-8") as f:
                    text = f.read()
                versions[uri] = 1
                client.text_document_did_open(types.DidOpenTextDocumentParams(
                    text_document=types.TextDocumentItem(uri=uri, language_id="json", version=1, text=text)))
                result = await wait_diagnostics(uri, 1)
            elif op == "change":
                versions[uri] = versions.get(uri, 1) + 1
                client.text_document_did_change(types.DidChangeTextDocumentParams(
                    text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=versions[uri]),
                    content_changes=[types.TextDocumentContentChangeWholeDocument(text=step["text"])]))
                result = await wait_diagnostics(uri, versions[uri])
            elif op == "hover":
                result = await client.text_document_hover_async(types.HoverParams(text_document=doc, position=pos))
            elif op == "completion":
                result = await client.text_document_completion_async(
                    types.CompletionParams(text_document=doc, position=pos))
            elif op == "definition":
                result = await client.text_document_definition_async(
                    types.DefinitionParams(text_document=doc, position=pos))
            elif op == "references":
                result = await client.text_document_references_async(types.ReferenceParams(
                    text_document=doc, position=pos, context=types.ReferenceContext(include_declaration=True)))
            elif op == "symbols":
                result = await client.text_document_document_symbol_async(
                    types.DocumentSymbolParams(text_document=doc))
            elif op == "codeAction":
                line = step["line"]
                result = await client.text_document_code_action_async(types.CodeActionParams(
                    text_document=doc,
                    range=types.Range(start=types.Position(line=line, character=0),
                                      end=types.Position(line=line, character=0)),
                    context=types.CodeActionContext(diagnostics=[])))
            elif op == "request":
                result = await client.protocol.send_request_async(step["method"], step.get("params"))
            else:
                raise ValueError("unknown op " + op)
            out["steps"].append({"op": op, "result": convert.unstructure(result)})
        except Exception as error:  # a protocol error response is an outcome to check
            code = getattr(error, "code", None)
            out["steps"].append({"op": op, "error": {"code": code, "message": str(error)}})
    await client.shutdown_async(None)
    client.exit(None)
    try:
        out["exit"] = await asyncio.wait_for(client._server.wait(), 10)
    except asyncio.TimeoutError:
        out["exit"] = "running"
    await client.stop()
    print(json.dumps(out, indent=1, default=str))


asyncio.run(main())
