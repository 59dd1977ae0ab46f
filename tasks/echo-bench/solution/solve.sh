#!/bin/sh
# Oracle: write the exact line the instruction asks for, in the working directory.
cd "${AGENT_WORKDIR:-/app}" && printf 'echo: the quick brown fox\n' > answer.txt
