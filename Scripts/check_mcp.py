#!/usr/bin/env python3
"""Drives `motionspec mcp` with the official Model Context Protocol client (PyPI `mcp`).

One session over standard input and output: initialize, list the tools and the resources, read
a resource, call each tool, then the calls that must fail (an unknown tool, a missing argument,
a file outside the workspace, a motion that is neither a token nor an expression) followed by a
call that must still succeed (the server stays up).

Usage: check_mcp.py MOTIONSPEC ROOT CATALOGUE [--outside PATH] [--diff BASE HEAD] [--image FILE]
It prints one JSON object with what each step returned.
"""
import argparse
import asyncio
import base64
import json

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.shared.exceptions import McpError


def content(result):
    """A tool result's content as plain data (images as their decoded bytes' size and head)."""
    out = []
    for item in result.content:
        if item.type == "text":
            out.append({"type": "text", "text": item.text})
        elif item.type == "image":
            data = base64.b64decode(item.data)
            out.append({"type": "image", "mimeType": item.mimeType, "bytes": len(data),
                        "png": data[:8] == b"\x89PNG\r\n\x1a\n",
                        "width": int.from_bytes(data[16:20], "big"), "height": int.from_bytes(data[20:24], "big")})
    return {"content": out, "structured": result.structuredContent, "isError": bool(result.isError)}


async def call(session, name, arguments):
    try:
        return content(await session.call_tool(name, arguments))
    except McpError as error:
        return {"protocolError": error.error.code, "message": error.error.message}


async def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("motionspec")
    parser.add_argument("root")
    parser.add_argument("catalogue")
    parser.add_argument("--outside", default="/etc/passwd")
    parser.add_argument("--diff", nargs=2)
    parser.add_argument("--image")
    args = parser.parse_args()
    params = StdioServerParameters(command=args.motionspec, args=["mcp", args.catalogue, "--root", args.root],
                                   cwd=args.root)
    out = {}
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            init = await session.initialize()
            out["server"] = {"name": init.serverInfo.name, "version": init.serverInfo.version,
                             "instructions": init.instructions}
            tools = await session.list_tools()
            out["tools"] = {t.name: {"description": t.description, "schema": t.inputSchema} for t in tools.tools}
            resources = await session.list_resources()
            out["resources"] = [{"uri": str(r.uri), "name": r.name, "mimeType": r.mimeType}
                                for r in resources.resources]
            if resources.resources:
                read_back = await session.read_resource(resources.resources[0].uri)
                out["resource"] = [c.text for c in read_back.contents]
            out["inspect"] = await call(session, "inspect", {"motion": ".spring(duration: 0.55, bounce: 0.18)"})
            out["inspectToken"] = await call(session, "inspect", {"motion": resources.resources[0].name}) \
                if resources.resources else None
            out["convert"] = await call(session, "convert", {"motion": ".bouncy", "platform": "css"})
            out["convertCompose"] = await call(session, "convert",
                                               {"motion": ".spring(duration: 0.55, bounce: 0.18)",
                                                "platform": "compose"})
            out["chart"] = await call(session, "chart", {"kind": "motion", "motions": [".bouncy"],
                                                         "width": 480, "height": 300})
            if args.image:
                result = await session.call_tool("chart", {"kind": "motion", "motions": [".bouncy"],
                                                           "width": 480, "height": 300})
                with open(args.image, "wb") as f:
                    f.write(base64.b64decode(result.content[0].data))
            out["lint"] = await call(session, "lint", {})
            out["explain"] = await call(session, "explain", {"motion": ".spring(duration: 0.55, bounce: 0.18)"})
            if args.diff:
                out["diff"] = await call(session, "diff", {"base": [args.diff[0]], "head": [args.diff[1]]})
            out["unknownTool"] = await call(session, "teleport", {})
            out["missingArgument"] = await call(session, "inspect", {})
            out["outside"] = await call(session, "lint", {"paths": [args.outside]})
            out["notMotion"] = await call(session, "explain", {"motion": "definitely not a motion"})
            out["badChartSize"] = await call(session, "chart", {"kind": "motion", "motions": [".bouncy"],
                                                                "width": 100000})
            try:
                await session.read_resource("motionspec://token/nothing-here")
                out["unknownResource"] = None
            except McpError as error:
                out["unknownResource"] = {"protocolError": error.error.code, "message": error.error.message}
            out["afterErrors"] = await call(session, "inspect", {"motion": ".smooth"})
    print(json.dumps(out, indent=1))


asyncio.run(main())
