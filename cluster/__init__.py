"""The cluster test (`make cluster-test`, `python -m cluster`): the shop on several machines,
played on loopback. stack.py starts the pieces, haproxy.py the balancer from deploy/'s
configuration, client.py is the customers, checks.py and faults.py the checks, books.py
compares what the customers were told with the database and Stripe."""
