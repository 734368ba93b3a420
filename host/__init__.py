"""The embedded host: session store, agents, tool registry and an offline model."""
