-- Drives `motionspec lsp` with Neovim's built-in LSP client, headless.
-- Environment: MOTIONSPEC (the binary), ROOT (the workspace), FILE (a file in it), LINE and
-- CHARACTER (where to hover, from 0), OUT (where to write the JSON of what the client received).
local motionspec, root, file = os.getenv('MOTIONSPEC'), os.getenv('ROOT'), os.getenv('FILE')
local out = { diagnostics = {}, hover = nil, errors = {} }
local client_id = vim.lsp.start_client({
  name = 'motionspec',
  cmd = { motionspec, 'lsp', '--root', root },
  root_dir = root,
  on_error = function(code, err) table.insert(out.errors, tostring(code) .. ' ' .. tostring(err)) end,
})
vim.cmd('edit ' .. vim.fn.fnameescape(root .. '/' .. file))
local buf = vim.api.nvim_get_current_buf()
vim.lsp.buf_attach_client(buf, client_id)
vim.wait(20000, function() return #vim.diagnostic.get(buf) > 0 end, 50)
for _, d in ipairs(vim.diagnostic.get(buf)) do
  table.insert(out.diagnostics, { line = d.lnum, col = d.col, code = d.code, message = d.message, severity = d.severity })
end
local client = vim.lsp.get_client_by_id(client_id)
local params = { textDocument = { uri = vim.uri_from_bufnr(buf) },
                 position = { line = tonumber(os.getenv('LINE')), character = tonumber(os.getenv('CHARACTER')) } }
local result = client.request_sync('textDocument/hover', params, 20000, buf)
if result and result.result then out.hover = result.result.contents.value end
if result and result.err then table.insert(out.errors, vim.inspect(result.err)) end
client.stop()
vim.wait(5000, function() return client.is_stopped() end, 50)
local f = io.open(os.getenv('OUT'), 'w')
f:write(vim.fn.json_encode(out))
f:close()
vim.cmd('qa!')
