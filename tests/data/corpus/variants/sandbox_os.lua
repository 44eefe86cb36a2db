-- expect-sandbox: sandbox_os.lua:2: attempt to index a nil value (global 'os')
os.exit(0)
