"""The models a host talks to: the offline model, and the OpenAI and Anthropic adapters."""
